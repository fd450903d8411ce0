import type { RoomBookingDetails, RoomBookingId } from "../../../../../../shared/rooms/room-booking-admin.ts";
import { roomBookingById } from "../../../../../services/rooms/booking-admin/room-booking-by-id.ts";
import { staffServiceContext, type StaffProcedureContext } from "../../../../staff-context.ts";

/** GET /api/admin/bookings/:id: one room booking by its confirmation ID, with its add-ons (audited, naming the ID). */
export function byId({ ctx, input }: { ctx: StaffProcedureContext; input: RoomBookingId }): Promise<RoomBookingDetails> {
  return roomBookingById(staffServiceContext(ctx), input.id);
}
