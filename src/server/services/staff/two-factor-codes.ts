import { createHash, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { hotel } from "../../../../content/hotel.ts";
import type { Prisma } from "../../db/prisma.ts";
import type { SecretBox } from "../core/secret-box.ts";

// Two-factor codes (ADR 013): TOTP (RFC 6238: SHA-1, 6 digits, 30 s, one step of clock
// drift either way) with the `otpauth` library, and ten recovery codes shown once and kept as hashes.

export const RECOVERY_CODE_COUNT = 10;
const PERIOD_SECONDS = 30;

export function totpFor(secretBase32: string, email: string): TOTP {
  return new TOTP({ issuer: hotel.name, label: email, algorithm: "SHA1", digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secretBase32) });
}

/** "K7QM-3XPA-9D2F": 60 bits from an alphabet without look-alikes. */
export function newRecoveryCode(): string {
  const alphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
  const bytes = randomBytes(12);
  const characters = Array.from(bytes, (byte) => alphabet[byte % alphabet.length] ?? "2").join("");
  return `${characters.slice(0, 4)}-${characters.slice(4, 8)}-${characters.slice(8, 12)}`;
}

export function recoveryCodeHash(code: string): string {
  return createHash("sha256").update(code.toUpperCase().replace(/[^0-9A-Z]/g, "")).digest("hex");
}

/** The time step a code belongs to, if it is right within one step of now; null otherwise. */
export function matchingStep(secretBase32: string, email: string, code: string, now: Date): number | null {
  const delta = totpFor(secretBase32, email).validate({ token: code.replace(/\s/g, ""), timestamp: now.getTime(), window: 1 });
  return delta === null ? null : TOTP.counter({ period: PERIOD_SECONDS, timestamp: now.getTime() }) + delta;
}

/**
 * The second factor, at sign-in or as proof for an account change: a TOTP code newer than the last
 * one accepted (a code is good once), or an unused recovery code (then used up). Atomic, so two
 * requests cannot both use one.
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
