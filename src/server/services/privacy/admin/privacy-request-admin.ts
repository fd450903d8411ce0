import { londonToday } from "../../../../shared/dates.ts";
import type { PrivacyRequestList, PrivacyRequestUpdate, PrivacyRequestView } from "../../../../shared/privacy/privacy-admin-requests.ts";
import { AppError } from "../../../errors.ts";
import type { Prisma } from "../../../db/prisma.ts";
import { formatCalendarDate } from "../../mail/mail-content.ts";
import { privacyRequestExtended } from "../../mail/privacy-mail.ts";
import { senderIdentity } from "../../mail/sender-identity.ts";
import { enqueueMail } from "../../outbox/outbox-messages.ts";
import { recordAudit, recordStaffRead } from "../../core/audit-trail.ts";
import { extendedDueDate } from "../due-date.ts";
import type { ServiceContext, StaffActor } from "../../core/service-context.ts";

const REQUEST_NOT_FOUND = "This data request no longer exists.";
const ALREADY_EXTENDED = "This request has already been extended.";
const EXTEND_WITHIN_FIRST_MONTH = "A request can only be extended before its first due date, once it is confirmed.";

const privacyRequestStaffSelect = {
  id: true,
  type: true,
  status: true,
  email: true,
  fullName: true,
  reason: true,
  createdAt: true,
  confirmedAt: true,
  dueAt: true,
  extendedAt: true,
  extensionReason: true,
  completedAt: true,
  outcome: true,
  staffNote: true,
} satisfies Prisma.PrivacyRequestSelect;

type Row = Prisma.PrivacyRequestGetPayload<{ select: typeof privacyRequestStaffSelect }>;


function viewOf(row: Row, today: string): PrivacyRequestView {
  const dueAt = row.dueAt ? row.dueAt.toISOString().slice(0, 10) : null;
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    dueAt,
    extendedAt: row.extendedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    overdue: row.status === "in_progress" && dueAt !== null && dueAt < today,
  };
}

/** The requests for the admin screen, soonest due first; the read is written to the audit trail before it is served. */
export async function listPrivacyRequests(context: ServiceContext<StaffActor>, filters: PrivacyRequestList): Promise<PrivacyRequestView[]> {
  await recordStaffRead(context, "privacy.requests_viewed", { ...filters });
  const rows = await context.prisma.privacyRequest.findMany({
    where: { ...(filters.status ? { status: filters.status } : {}), ...(filters.type ? { type: filters.type } : {}) },
    orderBy: [{ dueAt: { sort: "asc", nulls: "last" } }, { createdAt: "desc" }],
    take: 500,
    select: privacyRequestStaffSelect,
  });
  const today = londonToday(context.now());
  return rows.map((row) => viewOf(row, today));
}

/**
 * Staff change a request's status or note, or extend it by two months (the reason is e-mailed to
 * the requester, as the ICO asks, within the first month). Each change is audited; the audit
 * entry names the request, never the requester.
 */
export async function updatePrivacyRequest(context: ServiceContext<StaffActor>, update: PrivacyRequestUpdate): Promise<PrivacyRequestView> {
  const at = context.now();
  const row = await context.prisma.$transaction(async (tx) => {
    const current = await tx.privacyRequest.findUnique({ where: { id: update.id }, select: { status: true, email: true, confirmedAt: true, dueAt: true, extendedAt: true } });
    if (!current) throw new AppError("NOT_FOUND", REQUEST_NOT_FOUND);
    const data: Prisma.PrivacyRequestUpdateInput = { updatedAt: at };
    if (update.status) {
      data.status = update.status;
      data.completedAt = update.status === "in_progress" ? null : at;
    }
    if (update.staffNote !== undefined) data.staffNote = update.staffNote;
    if (update.extensionReason) {
      if (current.extendedAt) throw new AppError("CONFLICT", ALREADY_EXTENDED);
      if (!current.confirmedAt || !current.dueAt || current.dueAt.toISOString().slice(0, 10) < londonToday(at)) {
        throw new AppError("CONFLICT", EXTEND_WITHIN_FIRST_MONTH);
      }
      const dueAt = extendedDueDate(current.confirmedAt);
      Object.assign(data, { dueAt, extendedAt: at, extensionReason: update.extensionReason });
      if (current.email) {
        const content = privacyRequestExtended(formatCalendarDate(dueAt.toISOString().slice(0, 10)), update.extensionReason);
        await enqueueMail(tx, [{ kind: "privacy_request_extended", to: current.email, content }], senderIdentity(context.config).domain, at);
      }
    }
    const updated = await tx.privacyRequest.update({ where: { id: update.id }, data, select: privacyRequestStaffSelect });
    await recordAudit(
      tx,
      {
        action: "privacy.request_updated",
        actor: context.actor,
        target: { type: "privacy_request", id: update.id },
        ipAddress: context.ipAddress,
        details: { ...(update.status ? { status: update.status } : {}), ...(update.staffNote !== undefined ? { noteChanged: true } : {}), ...(update.extensionReason ? { extended: true } : {}) },
      },
      at,
    );
    return updated;
  });
  return viewOf(row, londonToday(at));
}
