import type { ConfirmationLinkState, ConfirmationResult } from "../../../shared/newsletter/newsletter-answers.ts";
import { ENQUIRY_MESSAGES } from "../../../shared/enquiries/enquiry-messages.ts";
import { AppError } from "../../errors.ts";
import { hashLinkToken } from "../core/link-tokens.ts";
import type { ServiceContext } from "../core/service-context.ts";

type Db = Pick<ServiceContext["prisma"], "newsletterSubscriber">;

/**
 * The address a confirmation token belongs to, if the link can still be used: pending and within
 * its days, or already confirmed by it (the hash stays after confirming, so a second open can say
 * so). An unsubscribe voids it; an expired or unknown token is refused.
 */
async function linkState(db: Db, token: string, at: Date): Promise<{ id: string; email: string; state: ConfirmationLinkState["status"] }> {
  const subscriber = await db.newsletterSubscriber.findUnique({
    where: { confirmationTokenHash: hashLinkToken(token) },
    select: { id: true, email: true, status: true, confirmedAt: true, confirmationExpiresAt: true },
  });
  if (subscriber?.status === "subscribed" && subscriber.confirmedAt) return { ...subscriber, state: "already_subscribed" };
  if (subscriber?.status === "pending" && subscriber.confirmationExpiresAt && subscriber.confirmationExpiresAt > at) return { ...subscriber, state: "pending" };
  throw new AppError("NOT_FOUND", ENQUIRY_MESSAGES.NEWSLETTER_LINK_EXPIRED);
}

/**
 * GET of the confirmation link: says what the button would do and changes nothing, so a mail
 * scanner that opens every link subscribes nobody (ADR 015).
 */
export async function inspectConfirmationLink({ prisma, now }: ServiceContext, token: string): Promise<ConfirmationLinkState> {
  const { state } = await linkState(prisma, token, now());
  return { status: state };
}

/**
 * The Confirm button was pressed: the address is subscribed, and only now leaves the suppression
 * list. Pressing it again (or opening the link afterwards) answers "already confirmed".
 */
export async function confirmSubscription(
  { prisma, now }: ServiceContext,
  token: string,
): Promise<ConfirmationResult> {
  const at = now();
  return prisma.$transaction(async (tx) => {
    const subscriber = await linkState(tx, token, at);
    if (subscriber.state === "already_subscribed") return { status: "already_subscribed" as const };
    await tx.newsletterSubscriber.update({
      where: { id: subscriber.id },
      data: { status: "subscribed", consent: true, confirmedAt: at, unsubscribedAt: null, confirmationExpiresAt: null },
      select: { id: true },
    });
    await tx.suppressionEntry.deleteMany({ where: { email: subscriber.email } });
    return { status: "subscribed" as const };
  });
}
