import { PAYMENT_ERROR_MESSAGES, type PaymentErrorCode } from "../../../shared/addons/payment-errors.ts";
import { AppError, type AppErrorCode } from "../../errors.ts";
import { isStripeError } from "../../integrations/stripe.ts";
import type { Logger } from "../core/logger.ts";

/** The guest's code for each of the SDK's error classes, and the status the server answers with. */
const BY_SDK_CLASS: Readonly<Record<string, readonly [PaymentErrorCode, AppErrorCode]>> = {
  StripeRateLimitError: ["PAYMENT_RATE_LIMITED", "TOO_MANY_REQUESTS"],
  StripeConnectionError: ["PAYMENT_CONNECTION_ERROR", "SERVICE_UNAVAILABLE"],
  StripeAPIError: ["PAYMENT_API_ERROR", "SERVICE_UNAVAILABLE"],
  // Our key was refused: not the guest's doing, and nothing they can fix.
  StripeAuthenticationError: ["PAYMENT_AUTHENTICATION_ERROR", "SERVICE_UNAVAILABLE"],
  StripePermissionError: ["PAYMENT_AUTHENTICATION_ERROR", "SERVICE_UNAVAILABLE"],
  StripeInvalidRequestError: ["PAYMENT_INVALID_REQUEST", "BAD_REQUEST"],
  StripeIdempotencyError: ["PAYMENT_INVALID_REQUEST", "BAD_REQUEST"],
  StripeCardError: ["PAYMENT_FAILED", "BAD_REQUEST"],
};

export function paymentError(reason: PaymentErrorCode, code: AppErrorCode, options: { cause?: unknown; message?: string; reported?: boolean } = {}): AppError {
  return new AppError(code, options.message ?? PAYMENT_ERROR_MESSAGES[reason], { reason, cause: options.cause, reported: options.reported ?? false });
}

/**
 * A failed Stripe call as the guest should read it: the code's message, or for a card
 * error Stripe's own ("Your card was declined."). Logged here once, without Stripe's message
 * (it may quote what the guest typed); the request log then does not repeat it.
 */
export function paymentAppError(error: unknown, log: Logger, operation: string): AppError {
  if (error instanceof AppError) return error;
  if (!isStripeError(error)) {
    log.error({ err: error, operation }, "payment call failed");
    return paymentError("PAYMENT_UNKNOWN_ERROR", "SERVICE_UNAVAILABLE", { cause: error, reported: true });
  }
  const [reason, code] = BY_SDK_CLASS[error.type] ?? (["PAYMENT_UNKNOWN_ERROR", "SERVICE_UNAVAILABLE"] as const);
  log.warn({ operation, stripeError: error.type, stripeCode: error.code, statusCode: error.statusCode, requestId: error.requestId }, "Stripe call failed");
  const message = reason === "PAYMENT_FAILED" && error.message ? error.message : undefined;
  return paymentError(reason, code, { cause: error, reported: true, ...(message ? { message } : {}) });
}
