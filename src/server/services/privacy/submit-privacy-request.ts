import type { DataRequest } from "../../../shared/privacy/data-request.ts";
import type { PrivacyReceipt } from "../../../shared/privacy/privacy-answers.ts";
import { CONFIRMATION_LINK_VALID_HOURS, DATA_REQUEST_MESSAGES } from "../../../shared/privacy/privacy-messages.ts";
import { privacyRequestConfirmation } from "../mail/privacy-mail.ts";
import { senderIdentity } from "../mail/sender-identity.ts";
import { enqueueMail } from "../outbox/outbox-messages.ts";
import type { ServiceContext, SubmissionResult } from "../core/service-context.ts";
import { erasedEmailHash } from "./erasure-hash.ts";
import { hashLinkToken, newLinkToken, privacyConfirmationUrl } from "./privacy-links.ts";

/** At most this many confirmation e-mails go to one address a day, whoever asks (no mail-bombing). */
const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;


/**
 * Stores the request and e-mails the address a one-time link to confirm it (ADR 022). Nothing
 * is looked up here: the answer, and the work done for it, are the same whether or not we hold
 * data for the address, so the form cannot tell anyone who our guests are.
 */
export async function submitPrivacyRequest({ prisma, config, now }: ServiceContext, request: DataRequest): Promise<SubmissionResult<PrivacyReceipt>> {
  const at = now();
  const emailHash = erasedEmailHash(config, request.email);
  const token = newLinkToken();
  const dayAgo = new Date(at.getTime() - 86_400_000);
  const { id, mailQueued } = await prisma.$transaction(async (tx) => {
    const sentToday = await tx.privacyRequest.count({ where: { emailHash, createdAt: { gt: dayAgo }, tokenHash: { not: null } } });
    const mayMail = sentToday < CONFIRMATIONS_PER_ADDRESS_PER_DAY;
    const row = await tx.privacyRequest.create({
      data: {
        type: request.type,
        email: request.email,
        emailHash,
        fullName: "fullName" in request ? request.fullName : null,
        reason: "reason" in request ? request.reason : null,
        // Without an e-mail there is no link: the row records the attempt and can never be confirmed.
        tokenHash: mayMail ? hashLinkToken(token) : null,
        tokenExpiresAt: new Date(at.getTime() + CONFIRMATION_LINK_VALID_HOURS * 3_600_000),
        createdAt: at,
      },
      select: { id: true },
    });
    if (mayMail) {
      await enqueueMail(
        tx,
        [{ kind: "privacy_request_confirmation", to: request.email, content: privacyRequestConfirmation(request.type, privacyConfirmationUrl(config.PUBLIC_URL, token), CONFIRMATION_LINK_VALID_HOURS) }],
        senderIdentity(config).domain,
        at,
      );
    }
    return { id: row.id, mailQueued: mayMail };
  });
  return { response: { id, status: "awaiting_confirmation", message: DATA_REQUEST_MESSAGES.SUBMITTED }, mailQueued };
}
