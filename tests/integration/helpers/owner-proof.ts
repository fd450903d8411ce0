import type { FastifyInstance } from "fastify";
import { Secret, TOTP } from "otpauth";
import { sessionCookieName } from "../../../src/server/plugins/session.ts";
import { createSession } from "../../../src/server/services/staff/sessions.ts";
import { newRecoveryCode, recoveryCodeHash } from "../../../src/server/services/staff/two-factor-codes.ts";
import { createStaffAccount, type StaffAccount } from "../../factories/staff.ts";

// Proof of the person (ADR 035): the current password and a current code. An owner's changes to
// other accounts ask for it, so the tests that make them need an owner who can give it.

export const TWO_FACTOR_SECRET = "JBSWY3DPEHPK3PXP";

/** The authenticator app's code for `secret` at `at`. */
export function codeFor(secret: string, at: number = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, "")), digits: 6, period: 30 }).generate({ timestamp: at });
}

/** A six-digit code that is not the current one. */
export function wrongCodeFor(secret: string): string {
  return codeFor(secret) === "000000" ? "111111" : "000000";
}

export interface ProvingOwner extends StaffAccount {
  /** Goes in app.inject's headers as `cookie`. */
  cookie: string;
  /** The owner's password and an unused recovery code: good for one change (a code works once). */
  proof(): { currentPassword: string; currentCode: string };
}

/** An owner with a real password, two-factor sign-in (TWO_FACTOR_SECRET), recovery codes and a live session. */
export async function createProvingOwner(app: FastifyInstance): Promise<ProvingOwner> {
  const owner = await createStaffAccount(app.prisma, { role: "owner", totpSecret: TWO_FACTOR_SECRET });
  const recoveryCodes = Array.from({ length: 10 }, newRecoveryCode);
  await app.prisma.adminRecoveryCode.createMany({ data: recoveryCodes.map((code) => ({ userId: owner.id, codeHash: recoveryCodeHash(code) })) });
  const { token } = await createSession(app.prisma, owner.id, { ipAddress: "198.51.100.7", userAgent: "test" }, new Date());
  const cookie = `${sessionCookieName(app.config.PUBLIC_URL.startsWith("https:"))}=${token}`;
  return {
    ...owner,
    cookie,
    proof: () => {
      const currentCode = recoveryCodes.pop();
      if (!currentCode) throw new Error("This owner has used every recovery code");
      return { currentPassword: owner.password, currentCode };
    },
  };
}
