import { router } from "../../../init.ts";
import { roomBookingAdminRouter } from "./bookings/router.ts";
import { inventoryAdminRouter } from "./inventory/router.ts";
import { littleHotelierRouter } from "./little-hotelier/router.ts";
import { priceAdminRouter } from "./prices/router.ts";

/** The staff side of the rooms domain: room bookings, prices, inventory and Little Hotelier's rates. */
export const roomsAdminRouter = router({
  bookings: roomBookingAdminRouter,
  prices: priceAdminRouter,
  inventory: inventoryAdminRouter,
  littleHotelier: littleHotelierRouter,
});
