import { ADDON_ADMIN_MESSAGES, type AddonBookingAdminView, type DeskPayment } from "../../../../shared/addons/addon-booking-admin.ts";
import type { Prisma } from "../../../db/prisma.ts";
import { AppError } from "../../../errors.ts";
import { recordAudit } from "../../core/audit-trail.ts";
import { narrowedSelect } from "../../core/narrowed-select.ts";
import { requireOwner } from "../../core/owner-only.ts";
import type { ServiceContext, StaffActor } from "../../core/service-context.ts";
import { addonBookingBaseSelect } from "../addon-booking-select.ts";
import { ADDON_BOOKING_TARGET } from "./addon-booking-admin.ts";
import { addonBookingAdminSelect, addonBookingAdminView } from "./addon-booking-admin-view.ts";
import { stopUnpaidPayment } from "./stop-unpaid-payment.ts";

// A pet fee reception took at the desk, cash or the card terminal (ADR 090): recorded by any
// member of staff against an unpaid add-on, undone by an owner only (money moves are an owner's).

const UNPAID: Prisma.AddonBookingWhereInput = { paymentStatus: { in: ["pending", "failed"] } };

const deskStateSelect = narrowedSelect(addonBookingBaseSelect, ["id", "paymentStatus", "paidAtDeskAt", "stripeCheckoutSessionId", "stripePaymentIntentId"]);

/** Why a booking takes no desk payment: gone, paid online, cancelled; null when it is unpaid or paid at the desk already. */
function refusalOf(booking: Pick<Prisma.AddonBookingGetPayload<{ select: typeof deskStateSelect }>, "paymentStatus" | "paidAtDeskAt"> | null): AppError | null {
  if (!booking) return new AppError("NOT_FOUND", ADDON_ADMIN_MESSAGES.NOT_FOUND);
  if (booking.paymentStatus === "cancelled") return new AppError("CONFLICT", ADDON_ADMIN_MESSAGES.DESK_PAYMENT_CANCELLED);
  if (booking.paymentStatus === "succeeded" && !booking.paidAtDeskAt) return new AppError("CONFLICT", ADDON_ADMIN_MESSAGES.ALREADY_PAID_ONLINE);
  return null;
}

/**
 * Records the booking's own amount (never one the browser sent) as paid at the desk, by whom and
 * when; the booking is then paid like an online one and verified at check-in as usual. The change is
 * `UPDATE … WHERE payment_status IN ('pending', 'failed')`, so a double click or two desks record it
 * once: the second answers the booking as the first left it. An open online checkout is closed first,
 * so the guest cannot pay twice. Audited in the same transaction.
 */
export async function recordDeskPayment(context: ServiceContext<StaffActor>, request: DeskPayment): Promise<AddonBookingAdminView> {
  const booking = await context.prisma.addonBooking.findUnique({ where: { id: request.id }, select: deskStateSelect });
  const refusal = refusalOf(booking);
  if (refusal) throw refusal;
  if (booking && !booking.paidAtDeskAt) await stopUnpaidPayment(context, booking, ADDON_ADMIN_MESSAGES.DESK_PAID_MEANWHILE);
  const at = context.now();
  const row = await context.prisma.$transaction(async (tx) => {
    const claim = await tx.addonBooking.updateMany({
      where: { AND: [{ id: request.id }, UNPAID] },
      data: { paymentStatus: "succeeded", paidAt: at, paidAtDeskAt: at, paidAtDeskBy: context.actor.email, deskPaymentMethod: request.method, updatedAt: at },
    });
    const current = await tx.addonBooking.findUnique({ where: { id: request.id }, select: addonBookingAdminSelect });
    if (claim.count !== 1) {
      const changed = refusalOf(current);
      if (changed) throw changed;
    } else {
      await recordAudit(
        tx,
        {
          action: "addons.desk_payment_recorded",
          actor: context.actor,
          ipAddress: context.ipAddress,
          target: { type: ADDON_BOOKING_TARGET, id: request.id },
          details: { method: request.method, amountPence: current?.totalAmountPence ?? 0 },
        },
        at,
      );
    }
    if (!current) throw new AppError("NOT_FOUND", ADDON_ADMIN_MESSAGES.NOT_FOUND);
    return current;
  });
  return addonBookingAdminView(row);
}

/**
 * An owner takes back a desk payment recorded by mistake: the booking is unpaid again, and no longer
 * verified (an unpaid add-on is not valid for the stay). Only a booking paid at the desk and not
 * cancelled is changed; the amount and method undone are audited.
 */
export async function undoDeskPayment(context: ServiceContext<StaffActor>, id: string): Promise<AddonBookingAdminView> {
  requireOwner(context.actor, ADDON_ADMIN_MESSAGES.OWNERS_ONLY_DESK_UNDO);
  const at = context.now();
  const row = await context.prisma.$transaction(async (tx) => {
    const before = await tx.addonBooking.findUnique({ where: { id }, select: addonBookingAdminSelect });
    if (!before) throw new AppError("NOT_FOUND", ADDON_ADMIN_MESSAGES.NOT_FOUND);
    const undone = await tx.addonBooking.updateMany({
      where: { id, paymentStatus: "succeeded", paidAtDeskAt: { not: null } },
      data: { paymentStatus: "pending", paidAt: null, paidAtDeskAt: null, paidAtDeskBy: null, deskPaymentMethod: null, verifiedAtReception: false, verifiedBy: null, verifiedAt: null, updatedAt: at },
    });
    if (undone.count !== 1) throw new AppError("CONFLICT", ADDON_ADMIN_MESSAGES.NO_DESK_PAYMENT);
    await recordAudit(
      tx,
      {
        action: "addons.desk_payment_undone",
        actor: context.actor,
        ipAddress: context.ipAddress,
        target: { type: ADDON_BOOKING_TARGET, id },
        details: { method: before.deskPaymentMethod, amountPence: before.totalAmountPence, wasVerified: before.verifiedAtReception },
      },
      at,
    );
    return tx.addonBooking.findUniqueOrThrow({ where: { id }, select: addonBookingAdminSelect });
  });
  return addonBookingAdminView(row);
}
