import { QueryClient } from "@tanstack/react-query";
import { retryDelay, retryOutages } from "./staff-call-retries.ts";

/**
 * The staff area's one query cache. Module-level rather than per mount: the route error boundary
 * remounts the staff area on every change of address, and the session must survive a tab change.
 * Reads retry an outage (staff-call-retries.ts); writes are never sent twice.
 */
export const adminQueryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: retryOutages, retryDelay, staleTime: 30_000, gcTime: 5 * 60_000 },
    mutations: { retry: false },
  },
});
