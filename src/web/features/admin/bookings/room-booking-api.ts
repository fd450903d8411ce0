import { roomBookingListSchema, type RoomBookingList, type RoomBookingListQuery } from "../../../../shared/rooms/room-booking-admin.ts";
import { adminFetch } from "../shell/admin-fetch.ts";

const PATH = "/api/admin/bookings";

/** The page of the list the tab shows: search, order and page; the rest stays at the server's defaults. */
export type RoomBookingListView = Pick<RoomBookingListQuery, "sort" | "order" | "page" | "pageSize"> & { search: string };

function queryOf(view: RoomBookingListView): string {
  const query = new URLSearchParams({ sort: view.sort, order: view.order, page: String(view.page), pageSize: String(view.pageSize) });
  if (view.search) query.set("search", view.search);
  return `?${query.toString()}`;
}

export function roomBookingListKey(view: RoomBookingListView) {
  return ["admin", "room-bookings", "list", queryOf(view)] as const;
}

export function fetchRoomBookings(view: RoomBookingListView, signal?: AbortSignal): Promise<RoomBookingList> {
  return adminFetch(`${PATH}${queryOf(view)}`, roomBookingListSchema, signal ? { signal } : {});
}
