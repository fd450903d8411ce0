import { keepPreviousData } from "@tanstack/react-query";
import type { RoomBookingListQuery } from "../../../../shared/rooms/room-booking-admin.ts";
import { staffTrpc } from "../shell/staff-trpc.ts";

// The Bookings tab's call (`rooms.admin.bookings.list`, ADR 037), typed from AppRouter (ADR 085).

/** The page of the list the tab shows: search, order and page; the rest stays at the server's defaults. */
export type RoomBookingListView = Pick<RoomBookingListQuery, "sort" | "order" | "page" | "pageSize"> & { search: string };

/** The server's page of room bookings; the last page stays shown while the next loads. */
export function roomBookingsQuery(view: RoomBookingListView) {
  const { search, ...rest } = view;
  return staffTrpc.rooms.admin.bookings.list.queryOptions(search ? view : rest, { placeholderData: keepPreviousData });
}
