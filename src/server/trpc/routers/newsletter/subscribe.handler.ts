import type { NewsletterSubscribeRequest } from "../../../../shared/newsletter/newsletter-requests.ts";
import type { SubscribeReceipt } from "../../../../shared/newsletter/newsletter-answers.ts";
import { subscribeToNewsletter } from "../../../services/newsletter/newsletter-subscribe.ts";
import { type Context, serviceContextOf } from "../../context.ts";

/** POST /api/newsletter/subscribe: stores the address as pending and e-mails it a confirmation link. */
export async function subscribe({ ctx, input }: { ctx: Context; input: NewsletterSubscribeRequest }): Promise<SubscribeReceipt> {
  const { response, mailQueued } = await subscribeToNewsletter(serviceContextOf(ctx), input);
  if (mailQueued) ctx.outbox.wake();
  return response;
}
