import { clientErrorReportSchema } from "../../../../shared/client-error-report.ts";
import { publicProcedure, router } from "../../init.ts";
import { reportClientError } from "./report-client-error.handler.ts";

export const monitoringRouter = router({
  reportClientError: publicProcedure.input(clientErrorReportSchema).mutation(reportClientError),
});
