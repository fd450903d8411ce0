import { publicProcedure, router } from "../../init.ts";
import { checkHealth } from "./check.handler.ts";

export const healthRouter = router({
  check: publicProcedure.query(checkHealth),
});
