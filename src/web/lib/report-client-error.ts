import type { ClientErrorReport } from "../../shared/monitoring/client-error-report.ts";

/**
 * Logs a crash with its error id and sends the id to the server, so staff can find what a guest
 * quotes. The tRPC client is loaded only now, keeping it out of every page's first load. A failed
 * report is ignored: the guest already sees the error screen.
 */
export function reportClientError(errorId: string, error: unknown): void {
  console.error(`[${errorId}]`, error);
  const report: ClientErrorReport = {
    errorId,
    message: (error instanceof Error ? error.message : String(error)).slice(0, 500) || "Unknown error",
    path: window.location.pathname.slice(0, 200),
  };
  import("./trpc.ts")
    .then(({ trpcClient }) => trpcClient.monitoring.reportClientError.mutate(report))
    .catch(() => undefined);
}
