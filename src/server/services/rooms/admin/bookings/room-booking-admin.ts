import type { RoomBookingDetails, RoomBookingList, RoomBookingListQuery } from "../../../../../shared/rooms/room-booking-admin.ts";
import { pageWindow } from "../../../../../shared/staff/staff-list.ts";
import { recordAudit, recordStaffRead } from "../../../core/audit-trail.ts";
import { auditedFilters } from "../../../core/audited-filters.ts";
import { countRoomBookings, roomBookingAddonIds, roomBookingPage } from "./room-booking-groups.ts";
import { roomBookingsOfAddons } from "./room-bookings-of-addons.ts";
import type { ServiceContext, StaffActor } from "../../../core/service-context.ts";
import { ERROR_MESSAGES } from "../../../../../shared/api/error-catalogue.ts";
import { AppError } from "../../../../errors.ts";

/** The audit trail's name for a room booking (its id there is the confirmation ID). */
const ROOM_BOOKING_TARGET = "room_booking";

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

/**
 * GET /api/admin/bookings/{id}: the room booking with this confirmation ID (any case) and each of
 * its add-ons; audited, naming the ID as asked, before it is read. Unknown: 404 "Not found".
 */
export async function roomBookingById(context: ServiceContext<StaffActor>, confirmationId: string): Promise<RoomBookingDetails> {
  await recordAudit(context.prisma, { action: "rooms.booking_viewed", actor: context.actor, ipAddress: context.ipAddress, target: { type: ROOM_BOOKING_TARGET, id: confirmationId } }, context.now());
  const [booking] = await roomBookingsOfAddons(context.prisma, [await roomBookingAddonIds(context.prisma, confirmationId)]);
  if (!booking) throw new AppError("NOT_FOUND", ERROR_MESSAGES.NOT_FOUND);
  return booking;
}
