import { router } from "../../init.ts";
import { roomsAdminRouter } from "./admin/router.ts";
import { availabilityRouter } from "./availability/router.ts";
import { bookingsRouter } from "./bookings/router.ts";
import { roomCatalogueRouter } from "./catalogue/router.ts";
import { pricesRouter } from "./prices/router.ts";

/** The rooms domain: what guests read and check, and under `admin` what staff do. */
export const roomsRouter = router({
  catalogue: roomCatalogueRouter,
  prices: pricesRouter,
  availability: availabilityRouter,
  bookings: bookingsRouter,
  admin: roomsAdminRouter,
});
