import {
  ADDON_ADMIN_MESSAGES,
  ADDON_CSV_HEADER,
  ADDON_CSV_PREFIX,
  type AddonBookingAdminView,
  type AddonBookingDelete,
  type AddonBookingDeleteResult,
  type AddonBookingFilters,
  type AddonBookingList,
  type AddonBookingListQuery,
  type DeskPayment,
} from "../../../../shared/addons/addon-booking-admin.ts";
import { paymentStateName } from "../../../../shared/addons/addon-payment-words.ts";
import { londonDateTime, londonToday } from "../../../../shared/dates.ts";
import { nationalPhone } from "../../../../shared/validation/phone-number.ts";
import { pageWindow } from "../../../../shared/staff/staff-list.ts";
import type { Prisma } from "../../../db/prisma.ts";
import { recordAudit, recordStaffRead } from "../../core/audit-trail.ts";
import { auditedFilters } from "../../core/audited-filters.ts";
import { addonRevenue } from "../addon-revenue.ts";
import { addonBookingAdminSelect, addonBookingAdminView } from "./addon-booking-admin-view.ts";
import { addonBookingOrder, addonBookingWhere } from "./addon-booking-filters.ts";
import type { ServiceContext, StaffActor } from "../../core/service-context.ts";
import { type CsvFile, csvFile, datedCsvName } from "../../core/csv-file.ts";
import { AppError } from "../../../errors.ts";
import { narrowedSelect } from "../../core/narrowed-select.ts";
import { requireOwner } from "../../core/owner-only.ts";
import { addonBookingBaseSelect } from "../addon-booking-select.ts";
import { refundAddonPayment } from "./refund-addon-payment.ts";
import { stopUnpaidPayment } from "./stop-unpaid-payment.ts";

/** The audit trail's name for an add-on booking. */
const ADDON_BOOKING_TARGET = "addon_booking";

/**
 * One page of the Pet Accommodation list, how many matched, and the cards' figures over all the
 * matching bookings (ADR 025). The read is written to the audit trail before anything is read.
 */
export async function listAddonBookings(context: ServiceContext<StaffActor>, query: AddonBookingListQuery): Promise<AddonBookingList> {
  await recordStaffRead(context, "addons.bookings_viewed", auditedFilters(query));
  const where = addonBookingWhere(query);
  const paid: Prisma.AddonBookingWhereInput = { AND: [where, { paymentStatus: "succeeded" }] };
  const today = new Date(`${londonToday(context.now())}T00:00:00Z`);
  const withRevenue = context.actor.role === "owner";
  const [rows, total, revenue, awaitingVerification, arrivingToday] = await Promise.all([
    context.prisma.addonBooking.findMany({ where, orderBy: addonBookingOrder(query), ...pageWindow(query), select: addonBookingAdminSelect }),
    context.prisma.addonBooking.count({ where }),
    withRevenue ? addonRevenue(context.prisma, where) : Promise.resolve(null),
    context.prisma.addonBooking.count({ where: { AND: [paid, { verifiedAtReception: false }] } }),
    context.prisma.addonBooking.count({ where: { AND: [paid, { checkInDate: today }] } }),
  ]);
  return {
    rows: rows.map(addonBookingAdminView),
    total,
    page: query.page,
    pageSize: query.pageSize,
    summary: {
      total_bookings: total,
      paid_revenue: revenue ? revenue.keptPence / 100 : null,
      refunded: revenue ? revenue.refundedPence / 100 : null,
      paid_at_desk: revenue ? revenue.deskPence / 100 : null,
      awaiting_verification: awaitingVerification,
      arriving_today: arrivingToday,
    },
  };
}

/**
 * Every booking the filters match as a CSV (ID, confirmation id, guest, e-mail, phone,
 * check-in, check-out, nights, pets, total, payment, verified, by, at, created, and the marketing
 * tick of ADR 063), in the list's order. The export is audited with its row count before the
 * file is answered.
 */
export async function exportAddonBookings(context: ServiceContext<StaffActor>, filters: AddonBookingFilters): Promise<CsvFile> {
  const rows = await context.prisma.addonBooking.findMany({ where: addonBookingWhere(filters), orderBy: addonBookingOrder(filters), select: addonBookingAdminSelect });
  await recordAudit(
    context.prisma,
    { action: "addons.bookings_exported", actor: context.actor, ipAddress: context.ipAddress, details: { ...auditedFilters(filters), rowCount: rows.length } },
    context.now(),
  );
  const cells = rows.map(addonBookingAdminView).map((booking) => [
    booking.id,
    booking.booking_confirmation_id,
    booking.guest_name,
    booking.guest_email,
    nationalPhone(booking.guest_phone),
    booking.check_in_date,
    booking.check_out_date,
    booking.number_of_nights,
    booking.pet_details.map((pet) => `${pet.name} (${pet.type})`).join("; "),
    booking.total_amount.toFixed(2),
    paymentStateName(booking),
    booking.verified_at_reception ? "Yes" : "No",
    booking.verified_by ?? "",
    booking.verified_at ? londonDateTime(new Date(booking.verified_at)) : "",
    londonDateTime(new Date(booking.created_at)),
    booking.marketing_consent ? "Yes" : "No",
  ]);
  return csvFile(datedCsvName(ADDON_CSV_PREFIX, context.now()), ADDON_CSV_HEADER, cells);
}

/** One booking for the details dialog; the read is audited (naming the booking) before it is made. */
export async function addonBookingById(context: ServiceContext<StaffActor>, id: string): Promise<AddonBookingAdminView> {
  await recordAudit(context.prisma, { action: "addons.booking_viewed", actor: context.actor, ipAddress: context.ipAddress, target: { type: ADDON_BOOKING_TARGET, id } }, context.now());
  const row = await context.prisma.addonBooking.findUnique({ where: { id }, select: addonBookingAdminSelect });
  if (!row) throw new AppError("NOT_FOUND", ADDON_ADMIN_MESSAGES.NOT_FOUND);
  return addonBookingAdminView(row);
}

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

const BOOKING_CHANGED = "This booking has just changed. Please open it again before you delete it.";

/** What deciding a deletion or a desk payment reads: the state, and Stripe's ids to stop or refund the payment (never shown to staff). */
const bookingStateSelect = narrowedSelect(addonBookingBaseSelect, ["id", "paymentStatus", "refundedAt", "paidAtDeskAt", "stripePaymentIntentId", "stripeCheckoutSessionId"]);

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

// A pet fee reception took at the desk, cash or the card terminal (ADR 090): recorded by any
// member of staff against an unpaid add-on, undone by an owner only (money moves are an owner's).

/** Refuses a booking that takes no desk payment (gone, paid online, cancelled); an unpaid one or one paid at the desk already passes. */
function assertTakesDeskPayment<T extends Pick<BookingState, "paymentStatus" | "paidAtDeskAt">>(booking: T | null): asserts booking is T {
  if (!booking) throw new AppError("NOT_FOUND", ADDON_ADMIN_MESSAGES.NOT_FOUND);
  if (booking.paymentStatus === "cancelled") throw new AppError("CONFLICT", ADDON_ADMIN_MESSAGES.DESK_PAYMENT_CANCELLED);
  if (booking.paymentStatus === "succeeded" && !booking.paidAtDeskAt) throw new AppError("CONFLICT", ADDON_ADMIN_MESSAGES.ALREADY_PAID_ONLINE);
}

/**
 * Records the booking's own amount (never one the browser sent) as paid at the desk, by whom and
 * when; the booking is then paid like an online one and verified at check-in as usual. The change is
 * `UPDATE … WHERE payment_status IN ('pending', 'failed')`, so a double click or two desks record it
 * once: the others answer the booking as the first left it. An open online checkout is closed first,
 * so the guest cannot pay twice. Audited in the same transaction.
 */
export async function recordDeskPayment(context: ServiceContext<StaffActor>, request: DeskPayment): Promise<AddonBookingAdminView> {
  const booking = await context.prisma.addonBooking.findUnique({ where: { id: request.id }, select: bookingStateSelect });
  assertTakesDeskPayment(booking);
  if (!booking.paidAtDeskAt) await stopUnpaidPayment(context, booking, ADDON_ADMIN_MESSAGES.DESK_PAID_MEANWHILE);
  const at = context.now();
  const row = await context.prisma.$transaction(async (tx) => {
    const claim = await tx.addonBooking.updateMany({
      where: { id: request.id, paymentStatus: { in: ["pending", "failed"] } },
      data: { paymentStatus: "succeeded", paidAt: at, paidAtDeskAt: at, paidAtDeskBy: context.actor.email, deskPaymentMethod: request.method, updatedAt: at },
    });
    const current = await tx.addonBooking.findUnique({ where: { id: request.id }, select: addonBookingAdminSelect });
    assertTakesDeskPayment(current);
    if (claim.count === 1) {
      const target = { type: ADDON_BOOKING_TARGET, id: request.id };
      await recordAudit(tx, { action: "addons.desk_payment_recorded", actor: context.actor, ipAddress: context.ipAddress, target, details: { method: request.method, amountPence: current.totalAmountPence } }, at);
    }
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
