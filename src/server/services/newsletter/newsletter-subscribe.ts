import { type SubscribeReceipt, subscribeReceiptSchema } from "../../../shared/newsletter/newsletter-answers.ts";
import type { NewsletterSubscribeRequest } from "../../../shared/newsletter/newsletter-requests.ts";
import type { Prisma } from "../../db/prisma.ts";
import type { ServiceContext, SubmissionResult } from "../core/service-context.ts";
import { runIdempotent } from "../core/idempotency.ts";
import { newsletterConfirmation } from "../mail/newsletter-confirmation.ts";
import { senderIdentity } from "../mail/sender-identity.ts";
import { confirmationUrl, hashLinkToken, newLinkToken } from "../core/link-tokens.ts";
import { enqueueMail } from "../outbox/outbox-messages.ts";

const CONFIRMATION_VALID_DAYS = 7;
/** A second sign-up of a pending address within this time sends no second e-mail (no mail-bombing). */
const CONFIRMATION_RESEND_AFTER_MS = 10 * 60_000;

const RECEIPT: SubscribeReceipt = { status: "pending_confirmation" };

/**
 * The double opt-in's first step, inside the caller's transaction: the address is stored as
 * pending and a confirmation e-mail is queued, unless it is already subscribed or was sent a
 * link minutes ago. Answers whether an e-mail was queued.
 */
export async function startDoubleOptIn(
  tx: Prisma.TransactionClient,
  { config, at }: { config: ServiceContext["config"]; at: Date },
  signUp: { email: string; source: string },
): Promise<boolean> {
  const existing = await tx.newsletterSubscriber.findUnique({
    where: { email: signUp.email },
    select: { status: true, confirmationSentAt: true },
  });
  if (existing?.status === "subscribed") return false;
  const recentlySent =
    existing?.status === "pending" && existing.confirmationSentAt !== null && at.getTime() - existing.confirmationSentAt.getTime() < CONFIRMATION_RESEND_AFTER_MS;
  if (recentlySent) return false;

  const token = newLinkToken();
  const confirmation = {
    status: "pending" as const,
    source: signUp.source,
    confirmationTokenHash: hashLinkToken(token),
    confirmationExpiresAt: new Date(at.getTime() + CONFIRMATION_VALID_DAYS * 86_400_000),
    confirmationSentAt: at,
  };
  await tx.newsletterSubscriber.upsert({
    where: { email: signUp.email },
    create: { email: signUp.email, unsubscribeToken: newLinkToken(), ...confirmation },
    update: confirmation,
    select: { id: true },
  });
  await enqueueMail(
    tx,
    [{ kind: "newsletter_confirmation", to: signUp.email, content: newsletterConfirmation(confirmationUrl(config.PUBLIC_URL, token), CONFIRMATION_VALID_DAYS) }],
    senderIdentity(config).domain,
    at,
  );
  return true;
}

/**
 * Double opt-in: the address is stored as pending and sent a confirmation link; nothing else
 * goes to it until the link is opened. The answer is the same whether the address was new,
 * pending or already subscribed, so the form cannot be used to find out who is on the list.
 */
export async function subscribeToNewsletter(
  { prisma, config, now }: ServiceContext,
  request: NewsletterSubscribeRequest,
): Promise<SubmissionResult<SubscribeReceipt>> {
  if (request.website) return { response: RECEIPT, mailQueued: false };
  const { idempotencyKey, website: _honeypot, ...signUp } = request;
  const at = now();
  let mailQueued = false;
  await runIdempotent(prisma, { key: idempotencyKey, operation: "newsletter-subscribe", payload: signUp }, subscribeReceiptSchema, async (tx) => {
    mailQueued = await startDoubleOptIn(tx, { config, at }, signUp);
    return RECEIPT;
  });
  return { response: RECEIPT, mailQueued };
}
