import { clientErrorReceivedSchema } from "../../../../shared/monitoring/client-error-received.ts";
import { clientErrorReportSchema } from "../../../../shared/monitoring/client-error-report.ts";
import { publicWriteProcedure, router } from "../../init.ts";

export const monitoringRouter = router({
  /** Writes the browser's crash report to the server log under its error id. */
  reportClientError: publicWriteProcedure
    .input(clientErrorReportSchema)
    .output(clientErrorReceivedSchema)
    .mutation(({ ctx, input }) => {
      ctx.log.warn({ clientErrorId: input.errorId, path: input.path, message: input.message }, "browser reported a crash");
      return { received: true as const };
    }),
});
