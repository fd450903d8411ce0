import { ERROR_MESSAGES } from "../../../../shared/api/error-catalogue.ts";
import type { RoomBookingDetails } from "../../../../shared/rooms/room-booking-admin.ts";
import { AppError } from "../../../errors.ts";
import { recordAudit } from "../../core/audit-trail.ts";
import { ROOM_BOOKING_TARGET } from "./room-booking-admin-context.ts";
import { roomBookingAddonIds } from "./room-booking-groups.ts";
import { roomBookingsOfAddons } from "./room-bookings-of-addons.ts";
import type { ServiceContext, StaffActor } from "../../core/service-context.ts";

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
