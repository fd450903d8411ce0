import { z } from "zod";
import { ENQUIRY_MESSAGES } from "../../../shared/enquiries/enquiry-messages.ts";
import { AppError } from "../../errors.ts";
import type { ServiceContext } from "../core/service-context.ts";
import { hashLinkToken } from "./newsletter-tokens.ts";

export const confirmationResultSchema = z.object({ status: z.literal("subscribed") });
export type ConfirmationResult = z.infer<typeof confirmationResultSchema>;

/**
 * The confirmation link was opened: the address is subscribed, and only now leaves the
 * suppression list. The token works once.
 */
export async function confirmSubscription(
  { prisma, now }: Pick<ServiceContext, "prisma" | "now">,
  token: string,
): Promise<ConfirmationResult> {
  const at = now();
  const confirmed = await prisma.$transaction(async (tx) => {
    const subscriber = await tx.newsletterSubscriber.findUnique({
      where: { confirmationTokenHash: hashLinkToken(token) },
      select: { id: true, email: true, confirmationExpiresAt: true },
    });
    if (!subscriber || !subscriber.confirmationExpiresAt || subscriber.confirmationExpiresAt <= at) return false;
    await tx.newsletterSubscriber.update({
      where: { id: subscriber.id },
      data: {
        status: "subscribed",
        consent: true,
        confirmedAt: at,
        unsubscribedAt: null,
        confirmationTokenHash: null,
        confirmationExpiresAt: null,
      },
      select: { id: true },
    });
    await tx.suppressionEntry.deleteMany({ where: { email: subscriber.email } });
    return true;
  });
  if (!confirmed) throw new AppError("NOT_FOUND", ENQUIRY_MESSAGES.NEWSLETTER_LINK_EXPIRED);
  return { status: "subscribed" };
}
