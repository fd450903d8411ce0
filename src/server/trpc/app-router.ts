import { createCallerFactory, router } from "./init.ts";
import { addonsRouter } from "./routers/addons/router.ts";
import { contentRouter } from "./routers/content/router.ts";
import { dashboardRouter } from "./routers/dashboard/router.ts";
import { enquiriesRouter } from "./routers/enquiries/router.ts";
import { eventBookingsRouter } from "./routers/event-bookings/router.ts";
import { eventsRouter } from "./routers/events/router.ts";
import { healthRouter } from "./routers/health/router.ts";
import { monitoringRouter } from "./routers/monitoring/router.ts";
import { newsletterRouter } from "./routers/newsletter/router.ts";
import { privacyRouter } from "./routers/privacy/router.ts";
import { roomsRouter } from "./routers/rooms/router.ts";
import { staffRouter } from "./routers/staff/router.ts";
import { staffNoticesRouter } from "./routers/staff-notices/router.ts";

/**
 * The one tRPC router of the app: one key per domain, nested like the folders under routers/, and a
 * domain's staff calls under its `admin` key (`addons.admin.list`, `rooms.admin.prices.edit`).
 */
export const appRouter = router({
  health: healthRouter,
  monitoring: monitoringRouter,
  enquiries: enquiriesRouter,
  newsletter: newsletterRouter,
  privacy: privacyRouter,
  rooms: roomsRouter,
  addons: addonsRouter,
  events: eventsRouter,
  // Events made from event enquiries (ADR 100); not the public venue list above.
  eventBookings: eventBookingsRouter,
  staff: staffRouter,
  dashboard: dashboardRouter,
  staffNotices: staffNoticesRouter,
  content: contentRouter,
});

export type AppRouter = typeof appRouter;

/** Calls the app's procedures without HTTP: the REST shims and tests use this one caller factory. */
export const createAppCaller = createCallerFactory(appRouter);
export type AppCaller = ReturnType<typeof createAppCaller>;
