import { ADDON_ADMIN_MESSAGES, type AddonBookingDelete, type AddonBookingDeleteResult } from "../../../../shared/addons/addon-booking-admin.ts";
import type { Prisma } from "../../../db/prisma.ts";
import { AppError } from "../../../errors.ts";
import { recordAudit } from "../../core/audit-trail.ts";
import { narrowedSelect } from "../../core/narrowed-select.ts";
import { requireOwner } from "../../core/owner-only.ts";
import { addonBookingBaseSelect } from "../addon-booking-select.ts";
import { ADDON_BOOKING_TARGET } from "./addon-admin-context.ts";
import { addonBookingAdminSelect, addonBookingAdminView } from "./addon-booking-admin-view.ts";
import { refundAddonPayment } from "./refund-addon-payment.ts";
import { stopUnpaidPayment } from "./stop-unpaid-payment.ts";
import type { ServiceContext, StaffActor } from "../../core/service-context.ts";

const BOOKING_CHANGED = "This booking has just changed. Please open it again before you delete it.";

/** What deciding a deletion reads: the state, and Stripe's ids to stop or refund the payment (never shown to staff). */
const bookingStateSelect = narrowedSelect(addonBookingBaseSelect, ["id", "paymentStatus", "refundedAt", "stripePaymentIntentId", "stripeCheckoutSessionId"]);

type BookingState = Prisma.AddonBookingGetPayload<{ select: typeof bookingStateSelect }>;

/**
 * A booking nobody paid for (pending or failed) is removed, once its payment is closed at Stripe;
 * the row is gone and only the audit entry names it.
 */
async function removeUnpaid(context: ServiceContext<StaffActor>, booking: BookingState): Promise<AddonBookingDeleteResult> {
  await stopUnpaidPayment(context, booking);
  const at = context.now();
  await context.prisma.$transaction(async (tx) => {
    // Only while still unpaid: a payment that lands meanwhile keeps the booking.
    const removed = await tx.addonBooking.deleteMany({ where: { id: booking.id, paymentStatus: { in: ["pending", "failed"] } } });
    if (removed.count !== 1) throw new AppError("CONFLICT", BOOKING_CHANGED);
    await recordAudit(
      tx,
      { action: "addons.booking_deleted", actor: context.actor, ipAddress: context.ipAddress, target: { type: ADDON_BOOKING_TARGET, id: booking.id }, details: { paymentStatus: booking.paymentStatus } },
      at,
    );
  });
  return { outcome: "deleted", booking: null };
}

/**
 * A paid booking is cancelled and kept for the payment record (ADR 025); with `refund`
 * its payment is first refunded in full through Stripe, so a Stripe failure changes nothing. A
 * booking cancelled earlier without a refund may be refunded later the same way.
 */
async function cancelPaid(context: ServiceContext<StaffActor>, booking: BookingState, refund: boolean): Promise<AddonBookingDeleteResult> {
  if (booking.paymentStatus === "cancelled") {
    if (booking.refundedAt) throw new AppError("CONFLICT", ADDON_ADMIN_MESSAGES.ALREADY_REFUNDED);
    if (!refund) throw new AppError("CONFLICT", ADDON_ADMIN_MESSAGES.ALREADY_CANCELLED);
  }
  const refunded = refund ? await refundAddonPayment(context, booking) : null;
  const at = context.now();
  const row = await context.prisma.$transaction(async (tx) => {
    const target = { type: ADDON_BOOKING_TARGET, id: booking.id };
    if (booking.paymentStatus === "succeeded") {
      const cancelled = await tx.addonBooking.updateMany({
        where: { id: booking.id, paymentStatus: "succeeded" },
        data: { paymentStatus: "cancelled", cancelledAt: at, updatedAt: at, ...(refunded ? { refundedAt: at } : {}) },
      });
      if (cancelled.count !== 1) throw new AppError("CONFLICT", refunded ? ADDON_ADMIN_MESSAGES.ALREADY_REFUNDED : ADDON_ADMIN_MESSAGES.ALREADY_CANCELLED);
      await recordAudit(tx, { action: "addons.booking_cancelled", actor: context.actor, ipAddress: context.ipAddress, target, details: { refunded: refunded !== null } }, at);
    } else {
      const marked = await tx.addonBooking.updateMany({ where: { id: booking.id, paymentStatus: "cancelled", refundedAt: null }, data: { refundedAt: at, updatedAt: at } });
      if (marked.count !== 1) throw new AppError("CONFLICT", ADDON_ADMIN_MESSAGES.ALREADY_REFUNDED);
    }
    if (refunded) {
      await recordAudit(
        tx,
        { action: "addons.booking_refunded", actor: context.actor, ipAddress: context.ipAddress, target, details: { refundId: refunded.refundId, amountPence: refunded.amountPence } },
        at,
      );
    }
    return tx.addonBooking.findUniqueOrThrow({ where: { id: booking.id }, select: addonBookingAdminSelect });
  });
  if (refunded) context.log.info({ addonBookingId: booking.id, refundId: refunded.refundId }, "add-on refunded by staff");
  return { outcome: refunded ? "refunded" : "cancelled", booking: addonBookingAdminView(row) };
}

/**
 * DELETE /api/admin/addon-bookings/:id: remove an unpaid booking (any member of staff), cancel (and
 * optionally refund) a paid one (owners only, ADR 036: refused before Stripe is asked).
 */
export async function deleteAddonBooking(context: ServiceContext<StaffActor>, request: AddonBookingDelete): Promise<AddonBookingDeleteResult> {
  const booking = await context.prisma.addonBooking.findUnique({ where: { id: request.id }, select: bookingStateSelect });
  if (!booking) throw new AppError("NOT_FOUND", ADDON_ADMIN_MESSAGES.NOT_FOUND);
  if (booking.paymentStatus === "pending" || booking.paymentStatus === "failed") return removeUnpaid(context, booking);
  requireOwner(context.actor, ADDON_ADMIN_MESSAGES.OWNERS_ONLY_PAID);
  return cancelPaid(context, booking, request.refund);
}
