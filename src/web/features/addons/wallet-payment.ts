import type { PaymentIntent, StripeError } from "@stripe/stripe-js";
import { ADDON_MESSAGES, PAYMENT_ERROR_MESSAGES, paymentIntentStatusCode, stripeErrorMessage } from "../../../shared/addons/payment-errors.ts";
import type { CheckoutStarted, WalletIntent } from "./addon-api.ts";
import type { AddonPayload } from "./addon-form-values.ts";
import { paymentFailureOf, type PaymentFailure } from "./payment-error-message.ts";

/** What a wallet payment needs from Stripe.js and the server; the payment step passes the real ones, tests their stand-ins. */
export interface WalletPaymentSteps {
  /** Elements' own check of the wallet sheet (`elements.submit()`). */
  submit: () => Promise<{ error?: StripeError }>;
  createPaymentIntent: (payload: AddonPayload) => Promise<WalletIntent>;
  /** `stripe.confirmPayment({ elements, clientSecret, redirect: "if_required" })`. */
  confirm: (intent: WalletIntent) => Promise<{ error: StripeError } | { error?: undefined; paymentIntent: PaymentIntent }>;
  createCheckoutSession: (payload: AddonPayload) => Promise<CheckoutStarted>;
}

export type WalletOutcome = { ok: true; checkoutUrl: string } | { ok: false; failure: PaymentFailure };

const failed = (message: string): WalletOutcome => ({ ok: false, failure: { message } });

/**
 * A wallet payment: the sheet's check, a PaymentIntent from the server, Stripe's
 * confirmation in the browser, then the booking submitted with the intent's id; the outcome is where
 * to go next, or the payment message for the step that failed.
 */
export async function payByWallet(payload: AddonPayload, steps: WalletPaymentSteps): Promise<WalletOutcome> {
  const submitted = await steps.submit();
  if (submitted.error) return failed(stripeErrorMessage(submitted.error));
  let intent: WalletIntent;
  try {
    intent = await steps.createPaymentIntent(payload);
  } catch (error) {
    return { ok: false, failure: paymentFailureOf(error, ADDON_MESSAGES.PROCESS_FAILED) };
  }
  const confirmed = await steps.confirm(intent);
  if (confirmed.error) return failed(stripeErrorMessage(confirmed.error));
  const code = paymentIntentStatusCode(confirmed.paymentIntent.status, confirmed.paymentIntent.last_payment_error?.code);
  if (code) return failed(PAYMENT_ERROR_MESSAGES[code]);
  try {
    const booking = await steps.createCheckoutSession({ ...payload, paymentIntentId: intent.paymentIntentId });
    return { ok: true, checkoutUrl: booking.checkoutUrl };
  } catch (error) {
    return { ok: false, failure: paymentFailureOf(error, ADDON_MESSAGES.CREATE_FAILED) };
  }
}
