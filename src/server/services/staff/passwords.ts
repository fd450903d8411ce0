import { hash, verify } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";
import { NEW_PASSWORD_MIN_LENGTH, PASSWORD_IS_NAME, PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from "../../../shared/staff/staff-account-messages.ts";

// Staff passwords (ADR 013): argon2id with the library's defaults (19 MiB, 2 passes,
// OWASP's minimum), at least 12 characters for a new one, never a commonly used password.

/** The 49,000 most common passwords of zxcvbn's breach corpus. */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary["passwords-common"].map((password) => String(password).toLowerCase()));

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A stored value that is not an argon2 hash matches nothing.
    return false;
  }
}

/** Why a new password is refused, or undefined when it is fine. */
export function newPasswordProblem(password: string, account: { email: string; name: string }): string | undefined {
  if (password.length < NEW_PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  const folded = password.toLowerCase();
  if (COMMON_PASSWORDS.has(folded)) return PASSWORD_TOO_COMMON;
  const personal = [account.email.toLowerCase(), account.email.split("@")[0]?.toLowerCase() ?? "", account.name.toLowerCase()].filter((part) => part.length >= 4);
  if (personal.some((part) => folded.includes(part))) return PASSWORD_IS_NAME;
  return undefined;
}

/**
 * A hash of a password nobody has, checked when the e-mail matches no account, so that a failed
 * sign-in costs the same time whether the account exists or not.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hash(`decoy-${Math.random()}`);
  return decoyHash;
}
