// The two texts alone, not their catalogues: this module is in every page's islands.
import { NETWORK_ERROR_MESSAGE } from "../../../shared/api/network-error-message.ts";
import { NEWSLETTER_CONFIRMATION_SENT, NEWSLETTER_PATHS, NEWSLETTER_SIGN_UP_FAILURE } from "../../../shared/newsletter/newsletter-paths.ts";
import { postJson } from "../../lib/api-answer.ts";

export type SignUpOutcome = { ok: true; message: string } | { ok: false; message: string; field: boolean; retry: boolean };

/**
 * Sends the footer's sign-up (loaded on the first submit, so pages do not carry it up front):
 * "check your inbox", the address's own error, or why it could not be sent. `retry` keeps the
 * idempotency key for a retry of the same submission (the request may have arrived).
 */
export async function sendSignUp(request: { email: string; source: string; website: string }, idempotencyKey: string): Promise<SignUpOutcome> {
  const result = await postJson(NEWSLETTER_PATHS.subscribe, request, idempotencyKey);
  if (result.ok) return { ok: true, message: NEWSLETTER_CONFIRMATION_SENT };
  if ("networkError" in result) return { ok: false, message: NETWORK_ERROR_MESSAGE, field: false, retry: true };
  const fieldMessage = result.fieldErrors?.email;
  return { ok: false, message: fieldMessage ?? result.error ?? NEWSLETTER_SIGN_UP_FAILURE, field: fieldMessage !== undefined, retry: false };
}
