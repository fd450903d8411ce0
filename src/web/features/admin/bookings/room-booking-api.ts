import { keepPreviousData } from "@tanstack/react-query";
import { roomBookingListQuerySchema, type RoomBookingListQuery } from "../../../../shared/rooms/room-booking-admin.ts";
import { listInputOf } from "../data-table/list-address.ts";
import { staffTrpc } from "../shell/staff-trpc.ts";

// The Bookings tab's call (`rooms.admin.bookings.list`, ADR 037), typed from AppRouter (ADR 085).

/** The server's page of room bookings; the last page stays shown while the next loads. */
export function roomBookingsQuery(query: RoomBookingListQuery) {
  return staffTrpc.rooms.admin.bookings.list.queryOptions(listInputOf(roomBookingListQuerySchema, query), { placeholderData: keepPreviousData });
}
