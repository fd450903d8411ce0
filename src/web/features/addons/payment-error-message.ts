import { ADDON_MESSAGES, PAYMENT_ERROR_MESSAGES, type PaymentErrorCode } from "../../../shared/addons/payment-errors.ts";
import { AddonCallRefusal } from "./addon-api.ts";

/** What the page shows when a payment call fails: one message, and the fields' own messages if the server sent them. */
export interface PaymentFailure {
  message: string;
  fieldErrors?: Record<string, string>;
}

function isPaymentErrorCode(value: unknown): value is PaymentErrorCode {
  return typeof value === "string" && Object.hasOwn(PAYMENT_ERROR_MESSAGES, value);
}

/**
 * The guest's message for a failed add-on call: the code's message when the server gave a payment
 * code (the envelope's `reason`), the fields' messages on a validation refusal, the ad-blocker
 * message when the request could not be sent, else the server's own text, else `fallback`
 * ("Failed to create booking", "Failed to start checkout process").
 */
export function paymentFailureOf(error: unknown, fallback: string): PaymentFailure {
  if (!(error instanceof AddonCallRefusal)) return { message: fallback };
  const { reason, fieldErrors, unsent } = error.refusal;
  if (isPaymentErrorCode(reason)) return { message: PAYMENT_ERROR_MESSAGES[reason] };
  if (fieldErrors && Object.keys(fieldErrors).length > 0) return { message: ADDON_MESSAGES.FORM_HAS_ERRORS, fieldErrors };
  if (unsent) return { message: PAYMENT_ERROR_MESSAGES.PAYMENT_BLOCKED };
  const message = error.message.trim();
  return { message: message === "" ? fallback : message };
}
