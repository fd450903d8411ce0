import type { AddonBookingSuccessView } from "../../../shared/addons/addon-booking-view.ts";
import { BOOKING_NOT_FOUND_MESSAGE as BOOKING_NOT_FOUND } from "../../../shared/addons/addon-session-request.ts";
import { AppError } from "../../errors.ts";
import { addonBookingSelect, guestViewOf } from "./addon-booking-record.ts";
import { showsGuestDetails } from "./addon-receipt.ts";
import { fulfilAddonPayment, type PaymentReference } from "./fulfil-addon-payment.ts";
import { referenceQrSvg } from "./reference-qr-code.ts";
import type { ServiceContext } from "../core/service-context.ts";

/** A `cs_…` Checkout Session id (card) or a `pi_…` PaymentIntent id (wallet), as the success page has it. */
function paymentReferenceOf(sessionId: string): PaymentReference | undefined {
  if (sessionId.startsWith("cs_")) return { checkoutSessionId: sessionId };
  if (sessionId.startsWith("pi_")) return { paymentIntentId: sessionId };
  return undefined;
}

/** What deciding who sees the details reads, beside the guest view's own columns (never shown). */
const receiptSelect = { receiptTokenHash: true, anonymisedAt: true } as const;

/**
 * The success page's read. It runs the fulfilment function first (Stripe's guidance:
 * the guest may arrive before the webhook); if Stripe cannot be asked just now, the stored state
 * is shown, "pending" until Stripe confirms. An id of no booking is a 404. The guest's personal
 * fields go only to the browser holding the booking's receipt cookie, within an hour of payment
 * (addon-receipt.ts; ADR 036); anyone else gets the status and reference.
 */
export async function addonBookingBySession(ctx: ServiceContext, sessionId: string, receiptToken: string | undefined): Promise<AddonBookingSuccessView> {
  const payment = paymentReferenceOf(sessionId);
  if (!payment) throw new AppError("NOT_FOUND", BOOKING_NOT_FOUND);
  const where = "checkoutSessionId" in payment ? { stripeCheckoutSessionId: payment.checkoutSessionId } : { stripePaymentIntentId: payment.paymentIntentId };
  const known = await ctx.prisma.addonBooking.findUnique({ where, select: { id: true, paymentStatus: true } });
  if (!known) throw new AppError("NOT_FOUND", BOOKING_NOT_FOUND);
  if (known.paymentStatus === "pending" || known.paymentStatus === "failed") {
    try {
      await fulfilAddonPayment(ctx, payment);
    } catch (error) {
      // Already logged where it failed; the webhook will still come.
      if (!(error instanceof AppError)) throw error;
    }
  }
  const booking = await ctx.prisma.addonBooking.findUnique({ where, select: { ...addonBookingSelect, ...receiptSelect } });
  if (!booking) throw new AppError("NOT_FOUND", BOOKING_NOT_FOUND);
  const qrCode = await referenceQrSvg(booking.reference);
  if (showsGuestDetails(booking, receiptToken, ctx.now())) return guestViewOf(booking, qrCode);
  return { personalDetails: "withheld", id: booking.id, reference: booking.reference, referenceQrSvg: qrCode, paymentStatus: booking.paymentStatus };
}
