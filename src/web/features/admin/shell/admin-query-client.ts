import { QueryClient } from "@tanstack/react-query";
import { AdminRequestError } from "./admin-fetch.ts";

/** Only an outage is worth another try; a 4xx answer will not change by asking again. */
function retryOutages(failureCount: number, error: unknown): boolean {
  const outage = error instanceof AdminRequestError && (error.status === null || error.status >= 500);
  return outage && failureCount < 2;
}

/**
 * The staff area's one query cache. Module-level rather than per mount: the route error boundary
 * remounts the staff area on every change of address, and the session must survive a tab change.
 */
export const adminQueryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: retryOutages, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
