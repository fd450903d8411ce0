import { roomBookingIdSchema, roomBookingListQuerySchema } from "../../../../../../shared/rooms/room-booking-admin.ts";
import { adminProcedure, router } from "../../../../init.ts";
import { byId } from "./by-id.handler.ts";
import { list } from "./list.handler.ts";

/** The room bookings the site knows of, by confirmation ID, under the Bookings tab (ADR 037). */
export const roomBookingAdminRouter = router({
  list: adminProcedure.input(roomBookingListQuerySchema).query(list),
  byId: adminProcedure.input(roomBookingIdSchema).query(byId),
});
