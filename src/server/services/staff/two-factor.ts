import { Secret } from "otpauth";
import QRCode from "qrcode";
import type { Prisma } from "../../db/prisma.ts";
import { AppError } from "../../errors.ts";
import { type AccountProof, confirmAccountProof } from "./account-proof.ts";
import { recordAudit } from "../core/audit-trail.ts";
import { confirmCurrentPassword } from "../core/password-throttle.ts";
import { passwordMatches } from "./passwords.ts";
import { restartSessions, type SessionOrigin } from "./sessions.ts";
import { totpSecretBox } from "./totp-secrets.ts";
import type { TwoFactorSetup } from "../../../shared/staff/staff-answers.ts";
import { matchingStep, newRecoveryCode, RECOVERY_CODE_COUNT, recoveryCodeHash, totpFor } from "./two-factor-codes.ts";
import { CURRENT_PASSWORD_WRONG, ENROLMENT_NOT_STARTED, OWNERS_KEEP_TWO_FACTOR, TWO_FACTOR_CODE_WRONG } from "../../../shared/staff/staff-account-messages.ts";
import type { ServiceContext, StaffActor } from "../core/service-context.ts";

// Two-factor sign-in (ADR 013, ADR 035): enrolled by scanning a QR code and confirming a
// first code; owners must have it, reception may. Setting it up, setting it up again on a new
// phone, and switching it off each need proof of the person (account-proof.ts), end the account's
// other sessions and are audited.

/** A session started afresh for this browser after the change (the others have ended). */
export interface RestartedSession {
  token: string;
  expiresAt: Date;
}

/**
 * Starts (or restarts) enrolment, after proof of the person (with a current code when two-factor is
 * already on): a new secret, pending until a code from it is confirmed. An active secret stays
 * until then.
 */
export async function beginTwoFactorEnrolment(context: ServiceContext<StaffActor>, proof: AccountProof): Promise<TwoFactorSetup> {
  const { prisma, now, actor, ipAddress, config } = context;
  await confirmAccountProof(context, proof);
  const secret = new Secret({ size: 20 }).base32;
  await prisma.$transaction(async (tx) => {
    await tx.adminUser.update({ where: { id: actor.id }, data: { totpPendingSecret: totpSecretBox(config).seal(secret) }, select: { id: true } });
    await recordAudit(tx, { action: "staff.two_factor_setup_started", actor, target: { type: "staff", id: actor.id }, ipAddress }, now());
  });
  const otpauthUri = totpFor(secret, actor.email).toString();
  const qrCodeSvg = await QRCode.toString(otpauthUri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { otpauthUri, qrCodeSvg, secret: secret.replace(/(.{4})/g, "$1 ").trim() };
}

/**
 * Confirms enrolment with a first code from the new secret and the current password again: the
 * new secret replaces any earlier one, every other session ends, and the recovery codes are
 * answered, shown this once. The code is checked in the password's throttled attempt.
 */
export async function confirmTwoFactorEnrolment(
  { prisma, now, actor, ipAddress, config, throttle }: ServiceContext<StaffActor>,
  input: { code: string; currentPassword: string },
  origin: SessionOrigin,
): Promise<{ recoveryCodes: string[] } & RestartedSession> {
  const account = await prisma.adminUser.findUniqueOrThrow({ where: { id: actor.id }, select: { passwordHash: true, totpPendingSecret: true, totpSecret: true, email: true } });
  const pending = account.totpPendingSecret;
  if (!pending) throw new AppError("BAD_REQUEST", ENROLMENT_NOT_STARTED);
  const at = now();
  const found: { step: number | null } = { step: null };
  await confirmCurrentPassword(
    { throttle, actor, ipAddress, passwordMatchesFor: (password) => passwordMatches(account.passwordHash, password) },
    input.currentPassword,
    { message: CURRENT_PASSWORD_WRONG, field: "currentPassword" },
    {
      matches: () => Promise.resolve((found.step = matchingStep(totpSecretBox(config).open(pending), account.email, input.code, at)) !== null),
      refusal: { message: TWO_FACTOR_CODE_WRONG, field: "code" },
    },
  );
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  return prisma.$transaction(async (tx) => {
    // Only the secret this code was checked against: a set-up begun again meanwhile must be confirmed itself.
    const switched = await tx.adminUser.updateMany({
      where: { id: actor.id, totpPendingSecret: pending },
      data: { totpSecret: pending, totpEnabledAt: at, totpPendingSecret: null, totpLastStep: found.step },
    });
    if (switched.count === 0) throw new AppError("BAD_REQUEST", ENROLMENT_NOT_STARTED);
    await tx.adminRecoveryCode.deleteMany({ where: { userId: actor.id } });
    await tx.adminRecoveryCode.createMany({ data: recoveryCodes.map((recovery) => ({ userId: actor.id, codeHash: recoveryCodeHash(recovery) })) });
    const session = await restartSessions(tx, actor.id, origin, at);
    await recordAudit(tx, { action: "staff.two_factor_enabled", actor, target: { type: "staff", id: actor.id }, ipAddress, details: { replacedEarlierSecret: account.totpSecret !== null } }, at);
    return { recoveryCodes, ...session };
  });
}

/** Two-factor sign-in off for an account: no secret, pending or active, and no recovery codes. Answers how many accounts changed. */
export async function switchTwoFactorOff(tx: Pick<Prisma.TransactionClient, "adminUser" | "adminRecoveryCode">, userId: string): Promise<number> {
  const changed = await tx.adminUser.updateMany({ where: { id: userId }, data: { totpSecret: null, totpEnabledAt: null, totpPendingSecret: null, totpLastStep: null } });
  await tx.adminRecoveryCode.deleteMany({ where: { userId } });
  return changed.count;
}

/** Reception may turn two-factor off again, with proof of the person; owners may not. */
export async function disableTwoFactor(context: ServiceContext<StaffActor>, proof: AccountProof, origin: SessionOrigin): Promise<RestartedSession> {
  const { prisma, now, actor, ipAddress } = context;
  if (actor.role === "owner") throw new AppError("FORBIDDEN", OWNERS_KEEP_TWO_FACTOR);
  await confirmAccountProof(context, proof);
  const at = now();
  return prisma.$transaction(async (tx) => {
    await switchTwoFactorOff(tx, actor.id);
    const session = await restartSessions(tx, actor.id, origin, at);
    await recordAudit(tx, { action: "staff.two_factor_disabled", actor, target: { type: "staff", id: actor.id }, ipAddress }, at);
    return session;
  });
}
