import { londonToday } from "../../../shared/dates.ts";
import { normalisedEmail } from "../../../shared/validation/email-field.ts";
import type { PrivacyConfirmation, PrivacyLinkState } from "../../../shared/privacy/privacy-answers.ts";
import { DATA_REQUEST_MESSAGES, EXPORT_LINK_VALID_DAYS } from "../../../shared/privacy/privacy-messages.ts";
import { AppError } from "../../errors.ts";
import type { Prisma } from "../../db/prisma.ts";
import { privacyAccessSummary, privacyExportReady } from "../mail/privacy-mail.ts";
import { senderIdentity } from "../mail/sender-identity.ts";
import { enqueueMail } from "../outbox/outbox-messages.ts";
import { dueDateAfter } from "./due-date.ts";
import { erasePersonalData, erasureOutcome } from "./erase-personal-data.ts";
import { logErasure } from "./erasure-log.ts";
import { personalRecordsOf, RECORD_KINDS, recordCounts } from "./personal-records.ts";
import { exportDownloadUrl, hashLinkToken, newLinkToken } from "./privacy-links.ts";
import type { ServiceContext } from "../core/service-context.ts";

const linkExpired = () => new AppError("NOT_FOUND", DATA_REQUEST_MESSAGES.LINK_EXPIRED);

/** GET of the link: names the request and changes nothing (a mail scanner's visit does no harm). */
export async function inspectPrivacyLink({ prisma, now }: ServiceContext, token: string): Promise<PrivacyLinkState> {
  const request = await prisma.privacyRequest.findUnique({
    where: { tokenHash: hashLinkToken(token) },
    select: { type: true, status: true, tokenExpiresAt: true },
  });
  if (request?.status !== "awaiting_confirmation" || request.tokenExpiresAt <= now()) throw linkExpired();
  return { type: request.type };
}

/**
 * The button was pressed: the request is confirmed (once: the token's hash is cleared in the same
 * statement that claims it), gets its due date, and is carried out at once.
 */
export async function confirmPrivacyRequest(context: ServiceContext, token: string): Promise<PrivacyConfirmation> {
  const { prisma, config, now } = context;
  const at = now();
  return prisma.$transaction(async (tx) => {
    const tokenHash = hashLinkToken(token);
    const request = await tx.privacyRequest.findUnique({ where: { tokenHash }, select: { id: true, type: true, email: true, emailHash: true } });
    if (!request) throw linkExpired();
    // The claim: of two presses at once, one updates the row and the other is refused.
    const claim = await tx.privacyRequest.updateMany({
      where: { id: request.id, tokenHash, status: "awaiting_confirmation", tokenExpiresAt: { gt: at } },
      data: { tokenHash: null, status: "in_progress", confirmedAt: at, dueAt: dueDateAfter(at), updatedAt: at },
    });
    if (claim.count !== 1) throw linkExpired();
    if (!request.email) throw linkExpired();
    const email = request.email;
    const domain = senderIdentity(config).domain;
    const complete = (outcome: string, extra: Prisma.PrivacyRequestUpdateInput = {}) =>
      tx.privacyRequest.update({ where: { id: request.id }, data: { status: "completed", completedAt: at, outcome, ...extra }, select: { id: true } });

    if (request.type === "access") {
      const counts = recordCounts(await personalRecordsOf(tx, email, request.emailHash));
      const lines = counts.map(({ kind, count }) => ({ ...RECORD_KINDS[kind], count }));
      await enqueueMail(tx, [{ kind: "privacy_access_summary", to: email, content: privacyAccessSummary(lines, `${config.PUBLIC_URL}/data-request`) }], domain, at);
      await complete(`Summary of ${counts.filter((c) => c.count > 0).length} kinds of records e-mailed.`);
      return { type: "access", status: "completed" };
    }

    if (request.type === "export") {
      const downloadToken = newLinkToken();
      await enqueueMail(tx, [{ kind: "privacy_export_ready", to: email, content: privacyExportReady(exportDownloadUrl(config.PUBLIC_URL, downloadToken), EXPORT_LINK_VALID_DAYS) }], domain, at);
      await complete("Export offered for download and its link e-mailed.", {
        exportTokenHash: hashLinkToken(downloadToken),
        exportExpiresAt: new Date(at.getTime() + EXPORT_LINK_VALID_DAYS * 86_400_000),
      });
      return { type: "export", status: "completed", downloadToken };
    }

    const active = await tx.addonBooking.count({
      where: {
        guestEmail: normalisedEmail(email),
        paymentStatus: { in: ["succeeded", "pending"] },
        checkOutDate: { gte: new Date(`${londonToday(at)}T00:00:00Z`) },
      },
    });
    if (active > 0) {
      await tx.privacyRequest.update({
        where: { id: request.id },
        data: { status: "refused", completedAt: at, outcome: "Refused: a booking's check-out date has not passed (active bookings cannot be deleted until after check-out)." },
        select: { id: true },
      });
      return { type: "delete", status: "refused", message: DATA_REQUEST_MESSAGES.ACTIVE_BOOKING };
    }
    const outcome = erasureOutcome(await erasePersonalData(tx, email, request.emailHash, at));
    logErasure(config, request.emailHash, at);
    await complete(`Erased: ${outcome.erased.join(", ") || "nothing held"}. Kept: ${outcome.kept.join(" ")}`);
    return { type: "delete", status: "completed", ...outcome };
  });
}
