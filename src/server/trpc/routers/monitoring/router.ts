import { clientErrorReportSchema } from "../../../../shared/monitoring/client-error-report.ts";
import { publicWriteProcedure, router } from "../../init.ts";
import { reportClientError } from "./report-client-error.handler.ts";

export const monitoringRouter = router({
  reportClientError: publicWriteProcedure.input(clientErrorReportSchema).mutation(reportClientError),
});
