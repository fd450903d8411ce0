import type { LinkToken } from "../../../../shared/newsletter/newsletter-requests.ts";
import { type ConfirmationLinkState, inspectConfirmationLink } from "../../../services/newsletter/newsletter-confirm.ts";
import type { Context } from "../../context.ts";

/** GET /api/newsletter/confirm?token=…: the page behind the e-mailed link; opening it confirms nothing. */
export function confirmationLink({ ctx, input }: { ctx: Context; input: LinkToken }): Promise<ConfirmationLinkState> {
  return inspectConfirmationLink(ctx, input.token);
}
