import { postJson } from "../../lib/api-answer.ts";
import { ENQUIRY_PATHS } from "../../../shared/enquiries/enquiry-paths.ts";

/**
 * After an enquiry with the marketing box ticked, the consent record (marketing
 * true, analytics false). Its failure changes nothing for the guest, so it is ignored.
 */
export function sendConsentRecord(payload: Record<string, unknown>): void {
  if (payload.marketingOptIn !== true || typeof payload.email !== "string") return;
  void postJson(ENQUIRY_PATHS.consent, { email: payload.email, marketing: true, analytics: false }).catch(() => undefined);
}
