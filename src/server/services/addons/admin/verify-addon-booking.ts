import { ADDON_ADMIN_MESSAGES, type AddonBookingAdminView } from "../../../../shared/addons/addon-booking-admin.ts";
import { AppError } from "../../../errors.ts";
import { recordAudit } from "../../core/audit-trail.ts";
import { ADDON_BOOKING_TARGET } from "./addon-admin-context.ts";
import { addonBookingAdminSelect, addonBookingAdminView } from "./addon-booking-admin-view.ts";
import type { ServiceContext, StaffActor } from "../../core/service-context.ts";

/**
 * Reception marks a paid booking verified (who and when; no way back). The change is
 * `UPDATE … WHERE payment_status = 'succeeded' AND NOT verified_at_reception`, so of two desks
 * verifying at once one wins and the other is told it was already done; unpaid and cancelled
 * bookings are refused with the reason. Audited in the same transaction.
 */
export async function verifyAddonBooking(context: ServiceContext<StaffActor>, id: string): Promise<AddonBookingAdminView> {
  const at = context.now();
  const row = await context.prisma.$transaction(async (tx) => {
    const claim = await tx.addonBooking.updateMany({
      where: { id, paymentStatus: "succeeded", verifiedAtReception: false },
      data: { verifiedAtReception: true, verifiedBy: context.actor.email, verifiedAt: at, updatedAt: at },
    });
    const current = await tx.addonBooking.findUnique({ where: { id }, select: addonBookingAdminSelect });
    if (!current) throw new AppError("NOT_FOUND", ADDON_ADMIN_MESSAGES.NOT_FOUND);
    if (claim.count !== 1) {
      if (current.paymentStatus === "cancelled") throw new AppError("CONFLICT", ADDON_ADMIN_MESSAGES.VERIFY_CANCELLED);
      if (current.verifiedAtReception) throw new AppError("CONFLICT", ADDON_ADMIN_MESSAGES.ALREADY_VERIFIED);
      throw new AppError("CONFLICT", ADDON_ADMIN_MESSAGES.VERIFY_UNPAID);
    }
    await recordAudit(tx, { action: "addons.booking_verified", actor: context.actor, ipAddress: context.ipAddress, target: { type: ADDON_BOOKING_TARGET, id } }, at);
    return current;
  });
  return addonBookingAdminView(row);
}
