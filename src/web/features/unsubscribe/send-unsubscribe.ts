import { NEWSLETTER_PATHS } from "../../../shared/newsletter/newsletter-paths.ts";
import { UNSUBSCRIBE_MESSAGES } from "../../../shared/newsletter/unsubscribe-texts.ts";
import { postJson } from "../../lib/api-answer.ts";

export type UnsubscribeOutcome =
  | { ok: true }
  /** The address was refused: its message goes under the field. */
  | { ok: false; fieldError: string }
  /** The request failed: the server's text, the original's fallback, or the network message. */
  | { ok: false; error: string };

/**
 * The unsubscribe page's one call: the suppression call with the
 * chosen reason, which also ends the subscription; with no reason the server records "User
 * requested unsubscribe".
 */
export async function sendUnsubscribe(email: string, reason: string): Promise<UnsubscribeOutcome> {
  const result = await postJson(NEWSLETTER_PATHS.suppression, { email, ...(reason ? { reason } : {}) });
  if (result.ok) return { ok: true };
  if ("networkError" in result) return { ok: false, error: UNSUBSCRIBE_MESSAGES.NETWORK };
  const fieldError = result.fieldErrors?.email;
  if (fieldError) return { ok: false, fieldError };
  return { ok: false, error: result.error ?? UNSUBSCRIBE_MESSAGES.FAILED };
}
