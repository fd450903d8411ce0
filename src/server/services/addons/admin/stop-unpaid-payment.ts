import { AppError } from "../../../errors.ts";
import { stripeUnreachable } from "./refund-addon-payment.ts";
import type { ServiceContext, StaffActor } from "../../core/service-context.ts";

export const PAID_MEANWHILE = "The guest has just paid for this booking, so it was not deleted. Please reload the list.";

/**
 * Before an unpaid booking is removed, its payment is closed at Stripe (an open Checkout Session
 * expired, an unconfirmed PaymentIntent cancelled), so a guest still on the payment page cannot pay
 * for a booking that no longer exists. A payment that completed meanwhile refuses the deletion.
 * Without Stripe keys nothing can be in flight, so there is nothing to close. `paidMeanwhile` is
 * the refusal staff read when that happens (what was not done).
 */
export async function stopUnpaidPayment(
  context: ServiceContext<StaffActor>,
  booking: { id: string; stripeCheckoutSessionId: string | null; stripePaymentIntentId: string | null },
  paidMeanwhile: string = PAID_MEANWHILE,
): Promise<void> {
  const payments = context.payments;
  if (!payments) return;
  try {
    if (booking.stripeCheckoutSessionId) {
      let session = await payments.retrieveCheckoutSession(booking.stripeCheckoutSessionId);
      if (session.status === "open") session = await payments.expireCheckoutSession(session.id);
      if (session.payment_status === "paid") throw new AppError("CONFLICT", paidMeanwhile);
    } else if (booking.stripePaymentIntentId) {
      const intent = await payments.retrievePaymentIntent(booking.stripePaymentIntentId);
      if (intent.status === "succeeded" || intent.status === "processing") throw new AppError("CONFLICT", paidMeanwhile);
      if (intent.status !== "canceled") await payments.cancelPaymentIntent(intent.id);
    }
  } catch (error) {
    throw stripeUnreachable(error, context, booking.id, "close an unpaid add-on's payment");
  }
}
