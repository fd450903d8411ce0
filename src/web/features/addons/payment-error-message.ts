import { ADDON_MESSAGES, PAYMENT_ERROR_MESSAGES, type PaymentErrorCode } from "../../../shared/addons/payment-errors.ts";
import { messagesByField } from "../../lib/api-answer.ts";

/** What the page shows when a payment call fails: one message, and the fields' own messages if the server sent them. */
export interface PaymentFailure {
  message: string;
  fieldErrors?: Record<string, string>;
}

function isPaymentErrorCode(value: unknown): value is PaymentErrorCode {
  return typeof value === "string" && Object.hasOwn(PAYMENT_ERROR_MESSAGES, value);
}

function recordOf(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : undefined;
}

/** A request that never reached the server: offline, or blocked by an extension on its way (the "failed fetch" case). */
function isUnsentRequest(error: Record<string, unknown>): boolean {
  if (error.data !== undefined && error.data !== null) return false;
  const message = typeof error.message === "string" ? error.message : "";
  return error.cause instanceof TypeError || error instanceof TypeError || /failed to fetch|networkerror|load failed|network request failed/i.test(message);
}

/**
 * The guest's message for a failed add-on call: the code's message when
 * the server gave a payment code (tRPC `data.reason`), the fields' messages on a validation refusal,
 * the ad-blocker message when the request could not be sent, else the server's own text, else
 * `fallback` ("Failed to create booking", "Failed to start checkout process").
 */
export function paymentFailureOf(error: unknown, fallback: string): PaymentFailure {
  const record = recordOf(error);
  if (!record) return { message: fallback };
  const data = recordOf(record.data);
  if (isPaymentErrorCode(data?.reason)) return { message: PAYMENT_ERROR_MESSAGES[data.reason] };
  // tRPC's error data carries the same field messages as the /api envelope (ADR 012).
  const fieldErrors = messagesByField(data?.fieldErrors);
  if (fieldErrors && Object.keys(fieldErrors).length > 0) return { message: ADDON_MESSAGES.FORM_HAS_ERRORS, fieldErrors };
  if (isUnsentRequest(record)) return { message: PAYMENT_ERROR_MESSAGES.PAYMENT_BLOCKED };
  const message = typeof record.message === "string" ? record.message.trim() : "";
  return { message: message === "" ? fallback : message };
}
