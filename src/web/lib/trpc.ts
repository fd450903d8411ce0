import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { TRPC_MAX_BATCH_SIZE } from "../../shared/api/trpc-batch.ts";
import type { AppRouter } from "../../server/trpc/app-router.ts";

/**
 * The typed client of the server's tRPC router. Only the router's type crosses from the server;
 * import this module lazily from public pages so its code stays out of their first load.
 */
export const trpcClient = createTRPCClient<AppRouter>({
  links: [httpBatchLink({ url: "/trpc", maxItems: TRPC_MAX_BATCH_SIZE })],
});
