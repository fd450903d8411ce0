import { router } from "./init.ts";
import { healthRouter } from "./routers/health/router.ts";
import { monitoringRouter } from "./routers/monitoring/router.ts";

/** The one tRPC router of the app; each domain adds its router here. */
export const appRouter = router({
  health: healthRouter,
  monitoring: monitoringRouter,
});

export type AppRouter = typeof appRouter;
