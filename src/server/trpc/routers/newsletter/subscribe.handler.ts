import type { NewsletterSubscribeRequest } from "../../../../shared/newsletter/newsletter-requests.ts";
import { type SubscribeReceipt, subscribeToNewsletter } from "../../../services/newsletter/newsletter-subscribe.ts";
import type { Context } from "../../context.ts";
import { consumePublicWrite, publicWriteContext } from "../enquiries/service-context.ts";

/** POST /api/newsletter/subscribe: stores the address as pending and e-mails it a confirmation link. */
export async function subscribe({ ctx, input }: { ctx: Context; input: NewsletterSubscribeRequest }): Promise<SubscribeReceipt> {
  await consumePublicWrite(ctx);
  const { response, mailQueued } = await subscribeToNewsletter(publicWriteContext(ctx), input);
  if (mailQueued) ctx.outbox.wake();
  return response;
}
