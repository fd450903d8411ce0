import { createCallerFactory, router } from "./init.ts";
import { addonAdminRouter } from "./routers/addons/admin/router.ts";
import { addonsRouter } from "./routers/addons/router.ts";
import { availabilityRouter } from "./routers/rooms/availability/router.ts";
import { bookingsRouter } from "./routers/rooms/bookings/router.ts";
import { roomBookingAdminRouter } from "./routers/rooms/bookings/admin/router.ts";
import { dashboardRouter } from "./routers/dashboard/router.ts";
import { enquiriesRouter } from "./routers/enquiries/router.ts";
import { eventsRouter } from "./routers/events/router.ts";
import { healthRouter } from "./routers/health/router.ts";
import { enquiryAdminRouter } from "./routers/enquiries/admin/router.ts";
import { inventoryRouter } from "./routers/rooms/inventory/router.ts";
import { littleHotelierRouter } from "./routers/rooms/little-hotelier/router.ts";
import { monitoringRouter } from "./routers/monitoring/router.ts";
import { newsletterRouter } from "./routers/newsletter/router.ts";
import { privacyRouter } from "./routers/privacy/router.ts";
import { pricesRouter } from "./routers/rooms/prices/router.ts";
import { roomsRouter } from "./routers/rooms/catalogue/router.ts";
import { staffRouter } from "./routers/staff/router.ts";
import { staffNoticesRouter } from "./routers/staff-notices/router.ts";

/** The one tRPC router of the app; each domain adds its router here. */
export const appRouter = router({
  health: healthRouter,
  monitoring: monitoringRouter,
  enquiries: enquiriesRouter,
  newsletter: newsletterRouter,
  privacy: privacyRouter,
  rooms: roomsRouter,
  prices: pricesRouter,
  availability: availabilityRouter,
  bookings: bookingsRouter,
  roomBookingAdmin: roomBookingAdminRouter,
  addons: addonsRouter,
  littleHotelier: littleHotelierRouter,
  events: eventsRouter,
  inventory: inventoryRouter,
  staff: staffRouter,
  dashboard: dashboardRouter,
  inquiryAdmin: enquiryAdminRouter,
  addonAdmin: addonAdminRouter,
  staffNotices: staffNoticesRouter,
});

export type AppRouter = typeof appRouter;

/** Calls the app's procedures without HTTP: the REST shims and tests use this one caller factory. */
export const createAppCaller = createCallerFactory(appRouter);
export type AppCaller = ReturnType<typeof createAppCaller>;
