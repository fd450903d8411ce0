import { z } from "zod/mini";

// The e-mail rule shared by every form; messages are the original site's exact text (ADR 058).

const EMAIL_REQUIRED = "Email is required";
export const EMAIL_INVALID = "Please enter a valid email address";
const EMAIL_TOO_LONG = "Email address is too long";
const EMAIL_MAX_LENGTH = 254;

/**
 * Required e-mail, at most `maxLength` characters, parsed to lower case. Validated, never cleaned
 * (ADR 060): "<script>@x.com" is refused, not turned into "script@x.com".
 */
export function emailField(maxLength: number = EMAIL_MAX_LENGTH) {
  const email = z
    .string({ error: EMAIL_REQUIRED })
    .check(
      z.trim(),
      z.minLength(1, { error: EMAIL_REQUIRED, abort: true }),
      z.maxLength(maxLength, { error: EMAIL_TOO_LONG, abort: true }),
      z.regex(z.regexes.email, EMAIL_INVALID),
    );
  return z.pipe(email, z.transform(normalisedEmail));
}

/**
 * The one form of an address that is stored and looked up (ADR 022): trimmed and in lower case, so a
 * person is found by comparing it exactly, never by a case-insensitive pattern.
 */
export function normalisedEmail(address: string): string {
  return address.trim().toLowerCase();
}

export const emailSchema = emailField();
