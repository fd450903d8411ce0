import type { RoomBookingList, RoomBookingListQuery } from "../../../../../../shared/rooms/room-booking-admin.ts";
import { listRoomBookings } from "../../../../../services/rooms/booking-admin/list-room-bookings.ts";
import { staffServiceContext, type StaffProcedureContext } from "../../../../staff-context.ts";

/** GET /api/admin/bookings: one page of the room bookings the site knows of (audited read). */
export function list({ ctx, input }: { ctx: StaffProcedureContext; input: RoomBookingListQuery }): Promise<RoomBookingList> {
  return listRoomBookings(staffServiceContext(ctx), input);
}
