import { router } from "../../init.ts";
import { eventBookingAdminRouter } from "./admin/router.ts";

/** Event bookings: staff calls only so far; a guest's proposal page will add public ones here (ADR 100). */
export const eventBookingsRouter = router({
  admin: eventBookingAdminRouter,
});
