import { roomBookingDetailsSchema, roomBookingIdSchema, roomBookingListQuerySchema, roomBookingListSchema } from "../../../../../../shared/rooms/room-booking-admin.ts";
import { listRoomBookings, roomBookingById } from "../../../../../services/rooms/admin/bookings/room-booking-admin.ts";
import { adminProcedure, router } from "../../../../init.ts";
import { serviceContextOf } from "../../../../context.ts";

/** The room bookings the site knows of, by confirmation ID, under the Bookings tab (ADR 037). */
export const roomBookingAdminRouter = router({
  /** GET /api/admin/bookings: one page of the room bookings the site knows of (audited read). */
  list: adminProcedure.input(roomBookingListQuerySchema).output(roomBookingListSchema).query(({ ctx, input }) => listRoomBookings(serviceContextOf(ctx), input)),
  /** GET /api/admin/bookings/:id: one room booking by its confirmation ID, with its add-ons (audited, naming the ID). */
  byId: adminProcedure.input(roomBookingIdSchema).output(roomBookingDetailsSchema).query(({ ctx, input }) => roomBookingById(serviceContextOf(ctx), input.id)),
});
