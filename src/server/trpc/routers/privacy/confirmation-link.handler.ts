import type { LinkToken } from "../../../../shared/newsletter/newsletter-requests.ts";
import { inspectPrivacyLink, type PrivacyLinkState } from "../../../services/privacy/confirm-privacy-request.ts";
import type { Context } from "../../context.ts";

/** GET /api/gdpr/confirm?token=…: the page behind the e-mailed link; opening it does nothing. */
export function confirmationLink({ ctx, input }: { ctx: Context; input: LinkToken }): Promise<PrivacyLinkState> {
  return inspectPrivacyLink(ctx, input.token);
}
