import type { ServiceContext } from "../core/service-context.ts";
import type { SafeHtml } from "../mail/html.ts";
import { listUnsubscribeHeaders, marketingMail } from "../mail/marketing-mail.ts";
import { senderIdentity } from "../mail/sender-identity.ts";
import { oneClickUnsubscribeUrl } from "../core/link-tokens.ts";
import { enqueueMail } from "../outbox/outbox-messages.ts";

export interface MarketingMessage {
  subject: string;
  text: string;
  html: SafeHtml;
}

/**
 * Queues a newsletter e-mail to one address, only if it confirmed its subscription and is not on
 * the suppression list (the outbox checks again just before sending). Every such e-mail carries
 * a one-click List-Unsubscribe. Returns whether it was queued. Nothing sends newsletters yet;
 * this is the one road they will take.
 */
export async function queueMarketingMail(
  { prisma, config, now }: ServiceContext,
  email: string,
  message: MarketingMessage,
): Promise<boolean> {
  const [subscriber, suppression] = await Promise.all([
    prisma.newsletterSubscriber.findUnique({ where: { email }, select: { status: true, unsubscribeToken: true } }),
    prisma.suppressionEntry.findUnique({ where: { email }, select: { id: true } }),
  ]);
  if (subscriber?.status !== "subscribed" || suppression) return false;
  const sender = senderIdentity(config);
  const links = { oneClickUrl: oneClickUnsubscribeUrl(config.PUBLIC_URL, subscriber.unsubscribeToken), mailtoAddress: sender.from.address };
  await enqueueMail(
    prisma,
    [{ kind: "marketing", to: email, content: marketingMail(message.subject, message, links), headers: listUnsubscribeHeaders(links) }],
    sender.domain,
    now(),
  );
  return true;
}
