import { ADDON_ADMIN_MESSAGES } from "../../../../shared/addons/addon-booking-admin.ts";
import { AppError } from "../../../errors.ts";
import { isStripeError, type PaymentsGateway } from "../../../integrations/stripe.ts";
import { requireOwner } from "../../core/owner-only.ts";
import type { ServiceContext, StaffActor } from "../../core/service-context.ts";

/** Stripe's failures that mean "not reached or not answering": try again later, nothing changed. */
const OUTAGES = new Set(["StripeConnectionError", "StripeAPIError", "StripeRateLimitError", "StripeAuthenticationError", "StripePermissionError"]);

/**
 * A failed Stripe call of a staff action, as staff should read it: Stripe's refusal with its
 * reason, or "could not be reached"; either way nothing was changed. Logged here, once.
 */
export function stripeUnreachable(error: unknown, context: ServiceContext<StaffActor>, bookingId: string, operation: string): AppError {
  if (error instanceof AppError) return error;
  if (isStripeError(error) && !OUTAGES.has(error.type)) {
    context.log.warn({ addonBookingId: bookingId, operation, stripeError: error.type, stripeCode: error.code, requestId: error.requestId }, "Stripe refused a staff action");
    return new AppError("CONFLICT", `${ADDON_ADMIN_MESSAGES.STRIPE_REFUSED}${error.message ? ` (${error.message})` : ""}`, { cause: error, reported: true });
  }
  context.log.warn({ addonBookingId: bookingId, operation, err: isStripeError(error) ? undefined : error, stripeError: isStripeError(error) ? error.type : undefined }, "Stripe unreachable for a staff action");
  return new AppError("SERVICE_UNAVAILABLE", ADDON_ADMIN_MESSAGES.STRIPE_UNREACHABLE, { cause: error, reported: true });
}

/** The PaymentIntent to refund: the booking's own, or (a Checkout payment stored with its session only) the session's. */
async function paymentIntentOf(payments: PaymentsGateway, booking: { stripePaymentIntentId: string | null; stripeCheckoutSessionId: string | null }): Promise<string> {
  if (booking.stripePaymentIntentId) return booking.stripePaymentIntentId;
  if (booking.stripeCheckoutSessionId) {
    const session = await payments.retrieveCheckoutSession(booking.stripeCheckoutSessionId);
    const intent = session.payment_intent;
    const id = typeof intent === "string" ? intent : intent?.id;
    if (id) return id;
  }
  throw new AppError("CONFLICT", ADDON_ADMIN_MESSAGES.REFUND_NO_PAYMENT);
}

/**
 * Refunds a paid add-on in full through Stripe (ADR 025). The idempotency key is the
 * booking's, so a repeat (a retry, two desks at once, a cancel whose database write failed) gets
 * Stripe's first refund back instead of a second one. Any failure throws before anything is changed.
 * Only an owner moves money (ADR 036), checked here too, whoever calls.
 */
export async function refundAddonPayment(
  context: ServiceContext<StaffActor>,
  booking: { id: string; stripePaymentIntentId: string | null; stripeCheckoutSessionId: string | null },
): Promise<{ refundId: string; amountPence: number; paymentIntentId: string }> {
  requireOwner(context.actor, ADDON_ADMIN_MESSAGES.OWNERS_ONLY_PAID);
  const payments = context.payments;
  if (!payments) throw new AppError("SERVICE_UNAVAILABLE", ADDON_ADMIN_MESSAGES.REFUND_UNAVAILABLE, { reported: true });
  try {
    const paymentIntentId = await paymentIntentOf(payments, booking);
    const refund = await payments.createRefund({ payment_intent: paymentIntentId, reason: "requested_by_customer", metadata: { addon_booking_id: booking.id } }, `addon-refund-${booking.id}`);
    if (refund.status === "failed" || refund.status === "canceled") throw new AppError("CONFLICT", ADDON_ADMIN_MESSAGES.STRIPE_REFUSED);
    return { refundId: refund.id, amountPence: refund.amount, paymentIntentId };
  } catch (error) {
    throw stripeUnreachable(error, context, booking.id, "refund");
  }
}
