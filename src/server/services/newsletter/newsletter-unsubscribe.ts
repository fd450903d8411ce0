import type { UnsubscribeLinkState, UnsubscribeResult } from "../../../shared/newsletter/newsletter-answers.ts";
import { DEFAULT_SUPPRESSION_REASON } from "../../../shared/newsletter/unsubscribe-requests.ts";
import { LINK_INVALID } from "../../../shared/newsletter/newsletter-requests.ts";
import { AppError } from "../../errors.ts";
import type { ServiceContext } from "../core/service-context.ts";

export const ONE_CLICK_REASON = "One-click unsubscribe from an e-mail";

/**
 * Puts the address on the suppression list (or updates its reason), marks its subscription
 * unsubscribed, voids a confirmation link still in the post and cancels marketing mail not yet
 * sent. Answers the same for unknown addresses, so nobody learns who is on the list.
 */
export async function unsubscribeAddress(
  { prisma, now }: ServiceContext,
  email: string,
  reason: string = DEFAULT_SUPPRESSION_REASON,
): Promise<UnsubscribeResult> {
  const at = now();
  await prisma.$transaction([
    prisma.suppressionEntry.upsert({
      where: { email },
      create: { email, reason, createdAt: at },
      update: { reason },
      select: { id: true },
    }),
    prisma.newsletterSubscriber.updateMany({
      where: { email },
      data: { status: "unsubscribed", unsubscribedAt: at, confirmationTokenHash: null, confirmationExpiresAt: null },
    }),
    prisma.outboxMessage.updateMany({
      where: { to: email, kind: "marketing", status: "pending" },
      data: { status: "cancelled", lastError: "SUPPRESSED" },
    }),
  ]);
  return { unsubscribed: true };
}

async function subscriberOfLink(prisma: ServiceContext["prisma"], token: string) {
  const subscriber = await prisma.newsletterSubscriber.findUnique({ where: { unsubscribeToken: token }, select: { email: true, status: true } });
  if (!subscriber) throw new AppError("NOT_FOUND", LINK_INVALID);
  return subscriber;
}

/** GET of the unsubscribe link: whether the address is already off the list. Changes nothing. */
export async function inspectUnsubscribeLink({ prisma }: ServiceContext, token: string): Promise<UnsubscribeLinkState> {
  const { status } = await subscriberOfLink(prisma, token);
  return { unsubscribed: status === "unsubscribed" };
}

/** The List-Unsubscribe link of a marketing e-mail: its token names the subscriber. */
export async function unsubscribeByToken(context: ServiceContext, token: string): Promise<UnsubscribeResult> {
  const { email } = await subscriberOfLink(context.prisma, token);
  return unsubscribeAddress(context, email, ONE_CLICK_REASON);
}
