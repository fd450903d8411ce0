import type { LinkToken } from "../../../../shared/newsletter/newsletter-requests.ts";
import { inspectUnsubscribeLink, type UnsubscribeLinkState } from "../../../services/newsletter/newsletter-unsubscribe.ts";
import type { Context } from "../../context.ts";

/** GET /api/newsletter/unsubscribe-one-click?token=…: the page with the Unsubscribe button; opening it changes nothing. */
export function unsubscribeLink({ ctx, input }: { ctx: Context; input: LinkToken }): Promise<UnsubscribeLinkState> {
  return inspectUnsubscribeLink(ctx, input.token);
}
