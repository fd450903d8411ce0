import type { LinkToken } from "../../../../shared/newsletter/newsletter-requests.ts";
import { type ConfirmationResult, confirmSubscription } from "../../../services/newsletter/newsletter-confirm.ts";
import type { Context } from "../../context.ts";

/** GET /api/newsletter/confirm?token=…: the link in the confirmation e-mail. */
export async function confirm({ ctx, input }: { ctx: Context; input: LinkToken }): Promise<ConfirmationResult> {
  const result = await confirmSubscription(ctx, input.token);
  ctx.log.info("newsletter subscription confirmed");
  return result;
}
