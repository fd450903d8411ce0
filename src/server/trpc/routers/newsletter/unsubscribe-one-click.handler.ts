import type { LinkToken } from "../../../../shared/newsletter/newsletter-requests.ts";
import type { UnsubscribeResult } from "../../../../shared/newsletter/newsletter-answers.ts";
import { unsubscribeByToken } from "../../../services/newsletter/newsletter-unsubscribe.ts";
import { type Context, serviceContextOf } from "../../context.ts";

/** POST /api/newsletter/unsubscribe-one-click?token=…: RFC 8058, sent by the mail program itself. */
export async function unsubscribeOneClick({ ctx, input }: { ctx: Context; input: LinkToken }): Promise<UnsubscribeResult> {
  const result = await unsubscribeByToken(serviceContextOf(ctx), input.token);
  ctx.log.info("newsletter one-click unsubscribe");
  return result;
}
