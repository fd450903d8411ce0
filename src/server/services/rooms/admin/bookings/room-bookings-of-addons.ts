import type { RoomBookingDetails } from "../../../../../shared/rooms/room-booking-admin.ts";
import type { PrismaClient } from "../../../../db/prisma.ts";
import { addonBookingAdminSelect, addonBookingAdminView } from "../../../addons/admin/addon-booking-admin-view.ts";
import { roomBookingOf } from "./room-booking-view.ts";

/**
 * Reads the add-ons of each room booking (given as lists of add-on ids, in order) in one query,
 * through the Pet Accommodation tab's own select and view, and makes each list a room booking.
 */
export async function roomBookingsOfAddons(prisma: PrismaClient, groups: readonly string[][]): Promise<RoomBookingDetails[]> {
  const ids = groups.flat();
  if (ids.length === 0) return [];
  const rows = await prisma.addonBooking.findMany({ where: { id: { in: ids } }, select: addonBookingAdminSelect });
  const views = new Map(rows.map((row) => [row.id, addonBookingAdminView(row)]));
  return groups.flatMap((group) => {
    // An add-on deleted between the two reads leaves its booking shorter (or out of the page).
    const addons = group.flatMap((id) => views.get(id) ?? []);
    return addons.length ? [roomBookingOf(addons)] : [];
  });
}
