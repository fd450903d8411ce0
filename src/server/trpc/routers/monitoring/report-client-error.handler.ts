import type { ClientErrorReport } from "../../../../shared/monitoring/client-error-report.ts";
import type { Context } from "../../context.ts";

/** Writes the browser's crash report to the server log under its error id. */
export async function reportClientError({ ctx, input }: { ctx: Context; input: ClientErrorReport }): Promise<{ received: true }> {
  ctx.log.warn({ clientErrorId: input.errorId, path: input.path, message: input.message }, "browser reported a crash");
  return { received: true };
}
