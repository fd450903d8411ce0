import type { ClientErrorReport } from "../../shared/monitoring/client-error-report.ts";
import { postJson } from "./api-answer.ts";

/**
 * Logs a crash with its error id and sends the id to the server, so staff can find what a guest
 * quotes. Sent to the REST path (`POST /api/client-errors`), so an island's page never loads the
 * tRPC client just to report. A failed report is ignored: the guest already sees the error screen.
 */
export function reportClientError(errorId: string, error: unknown): void {
  console.error(`[${errorId}]`, error);
  const report: ClientErrorReport = {
    errorId,
    message: (error instanceof Error ? error.message : String(error)).slice(0, 500) || "Unknown error",
    path: window.location.pathname.slice(0, 200),
  };
  void postJson("/api/client-errors", report);
}
