import { router } from "./init.ts";

/** The one tRPC router of the app; each domain adds its router here. */
export const appRouter = router({});

export type AppRouter = typeof appRouter;
