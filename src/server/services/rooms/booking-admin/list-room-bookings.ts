import type { RoomBookingList, RoomBookingListQuery } from "../../../../shared/rooms/room-booking-admin.ts";
import { pageWindow } from "../../../../shared/staff/staff-list.ts";
import { recordStaffRead } from "../../core/audit-trail.ts";
import { auditedFilters } from "../../core/audited-filters.ts";
import { countRoomBookings, roomBookingPage } from "./room-booking-groups.ts";
import { roomBookingsOfAddons } from "./room-bookings-of-addons.ts";
import type { ServiceContext, StaffActor } from "../../core/service-context.ts";

/**
 * GET /api/admin/bookings: one page of the room bookings the site knows of and how many matched
 * (ADR 037). The read names guests, so it is written to the audit trail first.
 */
export async function listRoomBookings(context: ServiceContext<StaffActor>, query: RoomBookingListQuery): Promise<RoomBookingList> {
  await recordStaffRead(context, "rooms.bookings_viewed", auditedFilters(query));
  const [groups, total] = await Promise.all([roomBookingPage(context.prisma, query, pageWindow(query)), countRoomBookings(context.prisma, query)]);
  const bookings = await roomBookingsOfAddons(context.prisma, groups);
  return {
    rows: bookings.map(({ addons: _addons, ...summary }) => summary),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
