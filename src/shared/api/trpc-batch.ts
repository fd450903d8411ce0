/** The most calls one tRPC batch request may carry: the server refuses more (400), the client's link sends no more. */
export const TRPC_MAX_BATCH_SIZE = 10;
