import { createHash, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { hotel } from "../../../../content/hotel.ts";
import type { Prisma } from "../../db/prisma.ts";
import { AppError } from "../../errors.ts";
import type { StaffContext } from "./accounts.ts";
import { recordAudit } from "../core/audit-trail.ts";
import { confirmCurrentPassword } from "../core/password-throttle.ts";
import type { SecretBox } from "../core/secret-box.ts";
import { passwordMatches } from "./passwords.ts";
import { totpSecretBox } from "./totp-secrets.ts";
import { ENROLMENT_NOT_STARTED, OWNERS_KEEP_TWO_FACTOR, PASSWORD_WRONG, TWO_FACTOR_CODE_WRONG } from "../../../shared/staff/staff-account-messages.ts";

// Two-factor sign-in (DESIGN decision 16): TOTP (RFC 6238: SHA-1, 6 digits, 30 s, one step of
// clock drift either way) with the `otpauth` library, enrolled by scanning a QR code; ten recovery
// codes shown once and kept as hashes. Owners must have it; reception may.

const RECOVERY_CODE_COUNT = 10;
const PERIOD_SECONDS = 30;

function totpFor(secretBase32: string, email: string): TOTP {
  return new TOTP({ issuer: hotel.name, label: email, algorithm: "SHA1", digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secretBase32) });
}

/** "K7QM-3XPA-9D2F": 60 bits from an alphabet without look-alikes. */
function newRecoveryCode(): string {
  const alphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
  const bytes = randomBytes(12);
  const characters = Array.from(bytes, (byte) => alphabet[byte % alphabet.length] ?? "2").join("");
  return `${characters.slice(0, 4)}-${characters.slice(4, 8)}-${characters.slice(8, 12)}`;
}

function recoveryCodeHash(code: string): string {
  return createHash("sha256").update(code.toUpperCase().replace(/[^0-9A-Z]/g, "")).digest("hex");
}

export interface TwoFactorEnrolment {
  /** The otpauth:// address the QR code holds. */
  otpauthUri: string;
  /** The QR code as an SVG document. */
  qrCodeSvg: string;
  /** The secret for typing in by hand, in groups of four. */
  secret: string;
}

/** Starts (or restarts) enrolment: a new secret, pending until a code from it is confirmed. */
export async function beginTwoFactorEnrolment({ prisma, actor, config }: StaffContext): Promise<TwoFactorEnrolment> {
  const secret = new Secret({ size: 20 }).base32;
  await prisma.adminUser.update({ where: { id: actor.id }, data: { totpPendingSecret: totpSecretBox(config).seal(secret) }, select: { id: true } });
  const otpauthUri = totpFor(secret, actor.email).toString();
  const qrCodeSvg = await QRCode.toString(otpauthUri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { otpauthUri, qrCodeSvg, secret: secret.replace(/(.{4})/g, "$1 ").trim() };
}

/** The time step a code belongs to, if it is right within one step of now; null otherwise. */
function matchingStep(secretBase32: string, email: string, code: string, now: Date): number | null {
  const delta = totpFor(secretBase32, email).validate({ token: code.replace(/\s/g, ""), timestamp: now.getTime(), window: 1 });
  return delta === null ? null : TOTP.counter({ period: PERIOD_SECONDS, timestamp: now.getTime() }) + delta;
}

/** Confirms enrolment with a first code; answers the recovery codes, shown this once. */
export async function confirmTwoFactorEnrolment({ prisma, now, actor, ipAddress, config }: StaffContext, code: string): Promise<{ recoveryCodes: string[] }> {
  const account = await prisma.adminUser.findUniqueOrThrow({ where: { id: actor.id }, select: { totpPendingSecret: true, email: true } });
  if (!account.totpPendingSecret) throw new AppError("BAD_REQUEST", ENROLMENT_NOT_STARTED);
  const at = now();
  const step = matchingStep(totpSecretBox(config).open(account.totpPendingSecret), account.email, code, at);
  if (step === null) throw new AppError("BAD_REQUEST", TWO_FACTOR_CODE_WRONG, { fieldErrors: { code: TWO_FACTOR_CODE_WRONG } });
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const secret = account.totpPendingSecret;
  await prisma.$transaction(async (tx) => {
    await tx.adminUser.update({
      where: { id: actor.id },
      data: { totpSecret: secret, totpEnabledAt: at, totpPendingSecret: null, totpLastStep: step },
      select: { id: true },
    });
    await tx.adminRecoveryCode.deleteMany({ where: { userId: actor.id } });
    await tx.adminRecoveryCode.createMany({ data: recoveryCodes.map((recovery) => ({ userId: actor.id, codeHash: recoveryCodeHash(recovery) })) });
    await recordAudit(tx, { action: "staff.two_factor_enabled", actor, target: { type: "staff", id: actor.id }, ipAddress }, at);
  });
  return { recoveryCodes };
}

/** Reception may turn two-factor off again, with their password; owners may not. */
export async function disableTwoFactor({ prisma, now, actor, ipAddress, throttle }: StaffContext, password: string): Promise<void> {
  if (actor.role === "owner") throw new AppError("FORBIDDEN", OWNERS_KEEP_TWO_FACTOR);
  const account = await prisma.adminUser.findUniqueOrThrow({ where: { id: actor.id }, select: { passwordHash: true } });
  await confirmCurrentPassword(
    { throttle, actor, ipAddress, passwordMatchesFor: (typed) => passwordMatches(account.passwordHash, typed) },
    password,
    { message: PASSWORD_WRONG, field: "password" },
  );
  await prisma.$transaction(async (tx) => {
    await tx.adminUser.update({ where: { id: actor.id }, data: { totpSecret: null, totpEnabledAt: null, totpPendingSecret: null, totpLastStep: null }, select: { id: true } });
    await tx.adminRecoveryCode.deleteMany({ where: { userId: actor.id } });
    await recordAudit(tx, { action: "staff.two_factor_disabled", actor, target: { type: "staff", id: actor.id }, ipAddress }, now());
  });
}

/**
 * The second factor at sign-in: a TOTP code newer than the last one accepted (a code is good
 * once), or an unused recovery code (then used up). Atomic, so two requests cannot both use one.
 */
export async function acceptSecondFactor(
  db: Pick<Prisma.TransactionClient, "adminUser" | "adminRecoveryCode">,
  account: { id: string; email: string; totpSecret: string; totpLastStep: number | null },
  code: string,
  now: Date,
  secrets: SecretBox,
): Promise<"totp" | "recovery code" | null> {
  const step = /^\s*\d{3}\s?\d{3}\s*$/.test(code) ? matchingStep(secrets.open(account.totpSecret), account.email, code, now) : null;
  if (step !== null) {
    const claimed = await db.adminUser.updateMany({
      where: { id: account.id, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
      data: { totpLastStep: step },
    });
    return claimed.count === 1 ? "totp" : null;
  }
  const used = await db.adminRecoveryCode.updateMany({ where: { userId: account.id, codeHash: recoveryCodeHash(code), usedAt: null }, data: { usedAt: now } });
  return used.count === 1 ? "recovery code" : null;
}
