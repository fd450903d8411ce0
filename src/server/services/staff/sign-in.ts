import { AppError } from "../../errors.ts";
import { recordAudit } from "../core/audit-trail.ts";
import { decoyPasswordHash, passwordMatches } from "./passwords.ts";
import { throttledPasswordAttempt } from "../core/password-throttle.ts";
import { totpSecretBox } from "./totp-secrets.ts";
import { acceptSecondFactor } from "./two-factor-codes.ts";
import { type AdminIdentity, adminIdentitySelect, createSession, type SessionOrigin } from "./sessions.ts";
import { SIGN_IN_FAILED, TWO_FACTOR_CODE_NEEDED, TWO_FACTOR_CODE_WRONG } from "../../../shared/staff/staff-account-messages.ts";
import type { ServiceContext } from "../core/service-context.ts";

export interface SignedIn {
  user: AdminIdentity;
  token: string;
  expiresAt: Date;
}

/**
 * Checks an e-mail and password and starts a new session (a new token at every sign-in, so a
 * token planted before sign-in is worth nothing). Every refusal is the same "Login failed", after
 * the same argon2 work, and is written to the audit trail. The attempt runs under the password
 * throttle (counted before the check, one at a time per account).
 */
export async function signIn(
  { prisma, now, throttle, config }: ServiceContext,
  credentials: { email: string; password: string; totpCode?: string | undefined },
  origin: SessionOrigin,
): Promise<SignedIn> {
  const accountKey = credentials.email.toLowerCase();
  return throttledPasswordAttempt(throttle, { account: accountKey, address: origin.ipAddress }, async (outcome) => {
    const account = await prisma.adminUser.findUnique({
      where: { email: accountKey },
      select: { ...adminIdentitySelect, passwordHash: true, disabledAt: true, totpSecret: true, totpLastStep: true },
    });
    const refuse = async (reason: string, actorId: string | null, answer: AppError): Promise<never> => {
      await outcome.failed();
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
      // The password was right; the form now asks for the code (nothing is counted against anyone).
      if (!credentials.totpCode) {
        await outcome.succeeded();
        throw new AppError("UNAUTHORIZED", TWO_FACTOR_CODE_NEEDED, { fieldErrors: { totpCode: TWO_FACTOR_CODE_NEEDED } });
      }
      const accepted = await acceptSecondFactor(prisma, { id: user.id, email: user.email, totpSecret, totpLastStep }, credentials.totpCode, signedInAt, totpSecretBox(config));
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
    await outcome.succeeded();
    return { user, token, expiresAt: session.expiresAt };
  });
}
