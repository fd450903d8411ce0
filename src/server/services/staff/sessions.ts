import { createHash, randomBytes } from "node:crypto";
import type { Prisma, PrismaClient } from "../../db/prisma.ts";
import type { StaffUser } from "../../../shared/staff/staff-user.ts";

// Staff sessions (ADR 013, the Lucia pattern): the cookie holds a random token, the
// database only its SHA-256, so a leaked table cannot be replayed. A session ends after 30 idle
// minutes or 12 hours, whichever comes first.

export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
/** Sliding is written at most once a minute per session, not on every call. */
const SESSION_SLIDE_AFTER_MS = 60_000;

/** Who is signed in, as every staff call sees them. */
export const adminIdentitySelect = {
  id: true,
  email: true,
  name: true,
  role: true,
  mustChangePassword: true,
  totpEnabledAt: true,
} as const satisfies Prisma.AdminUserSelect;

export type AdminIdentity = Prisma.AdminUserGetPayload<{ select: typeof adminIdentitySelect }>;

/** Who is signed in as the staff API answers it: its instant the ISO text JSON writes of it. */
export function staffUserOf(identity: AdminIdentity): StaffUser {
  return { ...identity, totpEnabledAt: identity.totpEnabledAt?.toISOString() ?? null };
}

export interface StaffSession {
  /** The stored hash, never the token. */
  id: string;
  admin: AdminIdentity;
  expiresAt: Date;
}

export interface ValidatedSession {
  session: StaffSession;
  /** True when this request moved the expiry on, so the cookie must be sent again with it. */
  slid: boolean;
}

export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** When a session seen at `lastSeenAt` expires: idle timeout, capped by the absolute one. */
function sessionExpiry(createdAt: Date, lastSeenAt: Date): Date {
  return new Date(Math.min(lastSeenAt.getTime() + SESSION_IDLE_MS, createdAt.getTime() + SESSION_ABSOLUTE_MS));
}

/**
 * The session behind a token, slid forward when it has been idle a while; null when the token is
 * unknown or expired (an expired row is deleted on the way).
 */
export async function validateSessionToken(prisma: PrismaClient, token: string, now: Date): Promise<ValidatedSession | null> {
  const id = hashSessionToken(token);
  const row = await prisma.adminSession.findUnique({
    where: { id },
    select: { createdAt: true, lastSeenAt: true, expiresAt: true, user: { select: { ...adminIdentitySelect, disabledAt: true } } },
  });
  if (!row) return null;
  if (row.expiresAt.getTime() <= now.getTime() || row.user.disabledAt) {
    await prisma.adminSession.deleteMany({ where: { id } });
    return null;
  }
  const { disabledAt: _disabledAt, ...admin } = row.user;
  if (now.getTime() - row.lastSeenAt.getTime() < SESSION_SLIDE_AFTER_MS) {
    return { session: { id, admin, expiresAt: row.expiresAt }, slid: false };
  }
  const expiresAt = sessionExpiry(row.createdAt, now);
  await prisma.adminSession.updateMany({ where: { id }, data: { lastSeenAt: now, expiresAt } });
  return { session: { id, admin, expiresAt }, slid: true };
}

/**
 * Whether a session (by its stored id) still stands: not signed out, not expired, its account not
 * disabled. Reads only; a long-lived reader (a live-notice stream) asks this at every look.
 */
export async function sessionStillStands(prisma: PrismaClient, id: string, now: Date): Promise<boolean> {
  const row = await prisma.adminSession.findUnique({ where: { id }, select: { expiresAt: true, user: { select: { disabledAt: true } } } });
  return row !== null && row.expiresAt.getTime() > now.getTime() && row.user.disabledAt === null;
}

/** Where a session was started from, shown in the member of staff's list of sessions. */
export interface SessionOrigin {
  ipAddress: string;
  userAgent: string | undefined;
}

/** A new session: 32 random bytes in the cookie, only their SHA-256 stored. */
export async function createSession(
  db: Pick<Prisma.TransactionClient, "adminSession">,
  userId: string,
  origin: SessionOrigin,
  now: Date,
): Promise<{ token: string; session: { id: string; expiresAt: Date } }> {
  const token = randomBytes(32).toString("base64url");
  const id = hashSessionToken(token);
  const expiresAt = sessionExpiry(now, now);
  await db.adminSession.create({
    data: { id, userId, createdAt: now, lastSeenAt: now, expiresAt, ipAddress: origin.ipAddress, userAgent: origin.userAgent?.slice(0, 300) ?? null },
  });
  return { token, session: { id, expiresAt } };
}

/**
 * After an account change (a new password, two-factor on, changed or off; ADR 035):
 * every session of the account ends, wherever it is, and this browser gets a new one, so a session
 * taken before the change is worth nothing after it.
 */
export async function restartSessions(
  db: Pick<Prisma.TransactionClient, "adminSession">,
  userId: string,
  origin: SessionOrigin,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  await db.adminSession.deleteMany({ where: { userId } });
  const { token, session } = await createSession(db, userId, origin, now);
  return { token, expiresAt: session.expiresAt };
}
