import { ADDON_ADMIN_MESSAGES, type AddonBookingAdminView } from "../../../../shared/addons/addon-booking-admin.ts";
import { AppError } from "../../../errors.ts";
import { recordAudit } from "../../core/audit-trail.ts";
import { ADDON_BOOKING_TARGET } from "./addon-admin-context.ts";
import { addonBookingAdminSelect, addonBookingAdminView } from "./addon-booking-admin-view.ts";
import type { ServiceContext, StaffActor } from "../../core/service-context.ts";

/** One booking for the details dialog; the read is audited (naming the booking) before it is made. */
export async function addonBookingById(context: ServiceContext<StaffActor>, id: string): Promise<AddonBookingAdminView> {
  await recordAudit(context.prisma, { action: "addons.booking_viewed", actor: context.actor, ipAddress: context.ipAddress, target: { type: ADDON_BOOKING_TARGET, id } }, context.now());
  const row = await context.prisma.addonBooking.findUnique({ where: { id }, select: addonBookingAdminSelect });
  if (!row) throw new AppError("NOT_FOUND", ADDON_ADMIN_MESSAGES.NOT_FOUND);
  return addonBookingAdminView(row);
}
