import type { AddonBooking } from "../../../shared/addons/addon-booking.ts";
import { PAYMENT_ERROR_MESSAGES, paymentIntentStatusCode } from "../../../shared/addons/payment-errors.ts";
import { addonBookingSelect } from "./addon-booking-record.ts";
import { walletSuccessPath } from "./addon-payment-paths.ts";
import { priceAddonBooking } from "./addon-price.ts";
import { requirePayments } from "./require-payments.ts";
import { fulfilAddonPayment } from "./fulfil-addon-payment.ts";
import { paymentError } from "./payment-app-error.ts";
import type { CheckoutStart } from "../../../shared/addons/addon-answers.ts";
import type { ServiceContext } from "../core/service-context.ts";

/**
 * The wallet path's last step: the browser confirmed the PaymentIntent and submits the booking
 * with its id. The server checks the intent with Stripe (through the one fulfilment function): it
 * counts as paid only if it succeeded for this booking's amount. Processing is let through to the
 * success page, which reports "pending" honestly.
 */
export async function submitWalletBooking(ctx: ServiceContext, booking: AddonBooking & { paymentIntentId: string }): Promise<CheckoutStart> {
  requirePayments(ctx);
  const price = priceAddonBooking(booking);
  const stored = await ctx.prisma.addonBooking.findUnique({ where: { stripePaymentIntentId: booking.paymentIntentId }, select: addonBookingSelect });
  if (!stored) throw paymentError("PAYMENT_INVALID_REQUEST", "BAD_REQUEST");
  if (stored.totalAmountPence !== price.totalAmountPence) throw paymentError("AMOUNT_MISMATCH", "BAD_REQUEST");
  const outcome = await fulfilAddonPayment(ctx, { paymentIntentId: booking.paymentIntentId });
  const answer = { checkoutUrl: walletSuccessPath(booking.paymentIntentId), sessionId: booking.paymentIntentId, reference: stored.reference };
  switch (outcome.kind) {
    case "paid":
      return answer;
    case "pending":
      if (outcome.stripeStatus === "processing") return answer;
      throw paymentError(paymentIntentStatusCode(outcome.stripeStatus) ?? "PAYMENT_UNEXPECTED_STATE", "BAD_REQUEST");
    case "failed":
      throw paymentError("PAYMENT_FAILED", "BAD_REQUEST");
    default:
      ctx.log.warn({ addonBookingId: stored.id, outcome: outcome.kind }, "wallet payment does not match its booking");
      throw paymentError("PAYMENT_INVALID_REQUEST", "BAD_REQUEST", { message: PAYMENT_ERROR_MESSAGES.PAYMENT_INVALID_REQUEST });
  }
}
