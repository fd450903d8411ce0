import { setTimeout as sleep } from "node:timers/promises";
import type { PrismaClient } from "../../db/prisma.ts";
import { AppError } from "../../errors.ts";
import type { RateLimiter, RateLimitTier } from "../core/rate-limiter.ts";
import { recordAudit } from "../core/audit-trail.ts";
import { decoyPasswordHash, passwordMatches } from "./passwords.ts";
import { acceptSecondFactor } from "./two-factor.ts";
import { type AdminIdentity, adminIdentitySelect, createSession, type SessionOrigin } from "./sessions.ts";
import { SIGN_IN_FAILED, TWO_FACTOR_CODE_NEEDED, TWO_FACTOR_CODE_WRONG } from "../../../shared/staff/staff-account-messages.ts";

export interface SignInThrottle {
  limiter: RateLimiter;
  /** Failures from one address: refused once spent. */
  byAddress: RateLimitTier;
  /** Failures for one e-mail: each try beyond `max` waits longer, up to SLOWEST_TRY_MS, but is never refused. */
  byAccount: RateLimitTier;
}

const SLOWEST_TRY_MS = 8_000;

/** 1 s at the limit, doubling per further failure, at most 8 s. */
export function slowdownFor(failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  return Math.min(1000 * 2 ** (failures - threshold), SLOWEST_TRY_MS);
}

export interface SignInContext {
  prisma: PrismaClient;
  now: () => Date;
  throttle: SignInThrottle;
}

export interface SignedIn {
  user: AdminIdentity;
  token: string;
  expiresAt: Date;
}

/**
 * Checks an e-mail and password and starts a new session (a new token at every sign-in, so a
 * token planted before sign-in is worth nothing). Every refusal is the same "Login failed", after
 * the same argon2 work, and is written to the audit trail.
 */
export async function signIn(
  { prisma, now, throttle }: SignInContext,
  credentials: { email: string; password: string; totpCode?: string | undefined },
  origin: SessionOrigin,
): Promise<SignedIn> {
  await throttle.limiter.refuseWhileSpent(throttle.byAddress, origin.ipAddress);
  const accountKey = credentials.email.toLowerCase();
  const { count: recentFailures } = await throttle.limiter.countOf(throttle.byAccount, accountKey);
  const wait = slowdownFor(recentFailures, throttle.byAccount.max);
  if (wait > 0) await sleep(wait);

  const account = await prisma.adminUser.findUnique({
    where: { email: accountKey },
    select: { ...adminIdentitySelect, passwordHash: true, disabledAt: true, totpSecret: true, totpLastStep: true },
  });
  const refuse = async (reason: string, actorId: string | null, answer: AppError): Promise<never> => {
    await throttle.limiter.record(throttle.byAddress, origin.ipAddress);
    await throttle.limiter.record(throttle.byAccount, accountKey);
    await recordAudit(prisma, { action: "staff.sign_in_failed", actor: { id: actorId, email: accountKey }, ipAddress: origin.ipAddress, details: { reason } }, now());
    throw answer;
  };
  const matches = await passwordMatches(account?.passwordHash ?? (await decoyPasswordHash()), credentials.password);
  if (!account || !matches || account.disabledAt) {
    const reason = !account ? "unknown account" : account.disabledAt ? "account disabled" : "wrong password";
    return refuse(reason, account?.id ?? null, new AppError("UNAUTHORIZED", SIGN_IN_FAILED));
  }

  const { passwordHash: _hash, disabledAt: _disabled, totpSecret, totpLastStep, ...user } = account;
  const signedInAt = now();
  let secondFactor: string | undefined;
  if (totpSecret) {
    // The password was right; the form now asks for the code (nothing is counted against anyone yet).
    if (!credentials.totpCode) throw new AppError("UNAUTHORIZED", TWO_FACTOR_CODE_NEEDED, { fieldErrors: { totpCode: TWO_FACTOR_CODE_NEEDED } });
    const accepted = await acceptSecondFactor(prisma, { id: user.id, email: user.email, totpSecret, totpLastStep }, credentials.totpCode, signedInAt);
    if (!accepted) return refuse("wrong second factor", user.id, new AppError("UNAUTHORIZED", TWO_FACTOR_CODE_WRONG, { fieldErrors: { totpCode: TWO_FACTOR_CODE_WRONG } }));
    secondFactor = accepted;
  }
  const { token, session } = await prisma.$transaction(async (tx) => {
    const started = await createSession(tx, user.id, origin, signedInAt);
    await recordAudit(
      tx,
      { action: "staff.sign_in", actor: user, target: { type: "session", id: started.session.id.slice(0, 16) }, ipAddress: origin.ipAddress, ...(secondFactor ? { details: { secondFactor } } : {}) },
      signedInAt,
    );
    return started;
  });
  return { user, token, expiresAt: session.expiresAt };
}
