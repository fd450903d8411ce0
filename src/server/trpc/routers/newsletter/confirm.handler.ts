import type { LinkToken } from "../../../../shared/newsletter/newsletter-requests.ts";
import type { ConfirmationResult } from "../../../../shared/newsletter/newsletter-answers.ts";
import { confirmSubscription } from "../../../services/newsletter/newsletter-confirm.ts";
import { type Context, serviceContextOf } from "../../context.ts";

/** POST /api/newsletter/confirm?token=…: the Confirm button on the page the e-mailed link opens. */
export async function confirm({ ctx, input }: { ctx: Context; input: LinkToken }): Promise<ConfirmationResult> {
  const result = await confirmSubscription(serviceContextOf(ctx), input.token);
  if (result.status === "subscribed") ctx.log.info("newsletter subscription confirmed");
  return result;
}
