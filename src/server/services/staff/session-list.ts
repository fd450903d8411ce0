import type { PrismaClient } from "../../db/prisma.ts";
import { AppError } from "../../errors.ts";
import { recordAudit } from "../core/audit-trail.ts";
import { SESSION_NOT_FOUND } from "../../../shared/staff/staff-account-messages.ts";
import type { StaffSessionView } from "../../../shared/staff/staff-answers.ts";
import type { ServiceContext, StaffActor } from "../core/service-context.ts";

const SHORT_ID_LENGTH = 16;

/** The live sessions of one member of staff, or of everyone (owners). */
export async function listSessions(prisma: PrismaClient, scope: { userId?: string }, currentSessionId: string | null, now: Date): Promise<StaffSessionView[]> {
  const rows = await prisma.adminSession.findMany({
    where: { ...(scope.userId ? { userId: scope.userId } : {}), expiresAt: { gt: now } },
    select: { id: true, userId: true, createdAt: true, lastSeenAt: true, expiresAt: true, userAgent: true, ipAddress: true },
    orderBy: { lastSeenAt: "desc" },
  });
  return rows.map((row) => ({
    ...row,
    id: row.id.slice(0, SHORT_ID_LENGTH),
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    current: row.id === currentSessionId,
  }));
}

/** Ends a session by its short id: one's own, or anyone's for an owner. */
export async function endSession({ prisma, now, actor, ipAddress }: ServiceContext<StaffActor>, shortId: string, anyone: boolean): Promise<void> {
  if (shortId.length !== SHORT_ID_LENGTH) throw new AppError("NOT_FOUND", SESSION_NOT_FOUND);
  await prisma.$transaction(async (tx) => {
    const ended = await tx.adminSession.deleteMany({ where: { id: { startsWith: shortId }, ...(anyone ? {} : { userId: actor.id }) } });
    if (ended.count === 0) throw new AppError("NOT_FOUND", SESSION_NOT_FOUND);
    await recordAudit(tx, { action: "staff.session_ended", actor, target: { type: "session", id: shortId }, ipAddress }, now());
  });
}

/** Sign-out: the session is deleted on the server, not only forgotten by the browser. */
export async function signOut({ prisma, now, actor, ipAddress }: ServiceContext<StaffActor>, sessionId: string): Promise<void> {
  await prisma.$transaction(async (tx) => {
    await tx.adminSession.deleteMany({ where: { id: sessionId } });
    await recordAudit(tx, { action: "staff.sign_out", actor, target: { type: "session", id: sessionId.slice(0, SHORT_ID_LENGTH) }, ipAddress }, now());
  });
}
