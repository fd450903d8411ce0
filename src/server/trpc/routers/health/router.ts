import { healthAnswerSchema } from "../../../../shared/monitoring/health-answer-schema.ts";
import { publicProcedure, router } from "../../init.ts";
import { checkHealth } from "./check.handler.ts";

export const healthRouter = router({
  check: publicProcedure.output(healthAnswerSchema).query(checkHealth),
});
