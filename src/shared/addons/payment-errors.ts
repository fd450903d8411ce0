/**
 * The pet add-on page's payment messages. The server answers a failed
 * payment call with one of these codes; the page shows the code's message. Stripe.js errors in the
 * browser map through the same table, so a guest reads the same words whichever side failed.
 */
export const PAYMENT_ERROR_MESSAGES = {
  PAYMENT_AUTHENTICATION_FAILED: "Payment authentication failed. Please try again.",
  PAYMENT_FAILED: "Payment failed. Please check your payment details and try again.",
  PAYMENT_UNEXPECTED_STATE: "Payment is in an unexpected state. Please contact support.",
  PAYMENT_RATE_LIMITED: "Too many requests. Please wait a moment and try again.",
  PAYMENT_CONNECTION_ERROR: "Unable to connect to payment service. Please check your internet connection.",
  PAYMENT_API_ERROR: "Payment service error. Please try again later.",
  PAYMENT_AUTHENTICATION_ERROR: "Payment authentication error. Please try again.",
  PAYMENT_INVALID_REQUEST: "Invalid payment request. Please check your details.",
  PAYMENT_UNKNOWN_ERROR: "An unexpected payment error occurred. Please try again.",
  /** Stripe.js could not load, or a request to Stripe was blocked (usually an ad blocker). */
  PAYMENT_BLOCKED:
    "Payment processing may be blocked by ad blockers. Please disable ad blockers and try again, or contact us directly.",
  /** The client's totalAmount or subtotal differs from the server's price: nothing is charged. */
  AMOUNT_MISMATCH: "The total has changed. Please check your booking and try again.",
  /** No Stripe keys in production: the page gives the phone number instead. */
  PAYMENTS_UNAVAILABLE: "Online payment is unavailable at the moment. Please call us to add pet accommodation.",
} as const;

export type PaymentErrorCode = keyof typeof PAYMENT_ERROR_MESSAGES;

/** The payment step's other texts. */
export const ADDON_MESSAGES = {
  CREATE_FAILED: "Failed to create booking",
  PROCESS_FAILED: "Failed to process booking. Please try again.",
  CHECKOUT_START_FAILED: "Failed to start checkout process",
  NOT_SUCCESSFUL: "Payment was not successful",
  PAYMENT_SUCCESS_TOAST: "Payment successful!",
  FORM_HAS_ERRORS: "Please fix the errors in the form",
  TOTAL_ZERO: "Please select at least one add-on",
  /** Back from Stripe's checkout page without paying (its Back link, or a declined card and then Back). */
  CHECKOUT_NOT_COMPLETED: "Your payment was not completed and nothing was charged. Your details are below: check them and press Pay Now to try again.",
  /** Stripe.js did not load: only the wallets need it; card payment goes to Stripe's own page. */
  WALLETS_UNAVAILABLE: "Apple Pay and Google Pay could not load here. Pay by card below: it works without them.",
} as const;

/**
 * Stripe's error `type` (Stripe.js and the Node SDK's `rawType` use the same names) to the code
 * whose message the guest sees. Card and validation errors carry their own message for the guest,
 * so they have no code here: show Stripe's `message` for them.
 */
const STRIPE_ERROR_TYPE_CODES: Readonly<Record<string, PaymentErrorCode>> = {
  rate_limit_error: "PAYMENT_RATE_LIMITED",
  api_connection_error: "PAYMENT_CONNECTION_ERROR",
  api_error: "PAYMENT_API_ERROR",
  authentication_error: "PAYMENT_AUTHENTICATION_ERROR",
  invalid_request_error: "PAYMENT_INVALID_REQUEST",
};

/** A PaymentIntent's status after confirmation, as the guest should read it. */
export function paymentIntentStatusCode(status: string, lastErrorCode?: string): PaymentErrorCode | undefined {
  if (status === "succeeded" || status === "processing") return undefined;
  if (lastErrorCode === "payment_intent_authentication_failure" || status === "requires_action") {
    return "PAYMENT_AUTHENTICATION_FAILED";
  }
  if (status === "requires_payment_method" || status === "canceled") return "PAYMENT_FAILED";
  return "PAYMENT_UNEXPECTED_STATE";
}

/** The message for a Stripe error as Stripe.js or the server reported it. */
export function stripeErrorMessage(error: { type?: string; message?: string }): string {
  if ((error.type === "card_error" || error.type === "validation_error") && error.message) return error.message;
  const code = error.type ? STRIPE_ERROR_TYPE_CODES[error.type] : undefined;
  return PAYMENT_ERROR_MESSAGES[code ?? "PAYMENT_UNKNOWN_ERROR"];
}
