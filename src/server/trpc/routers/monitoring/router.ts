import { clientErrorReportSchema } from "../../../../shared/monitoring/client-error-report.ts";
import { publicProcedure, router } from "../../init.ts";
import { reportClientError } from "./report-client-error.handler.ts";

export const monitoringRouter = router({
  reportClientError: publicProcedure.input(clientErrorReportSchema).mutation(reportClientError),
});
