export const PHONE_REQUIRED = "Phone number is required";
export const PHONE_INVALID = "Please enter a valid phone number";
export const PHONE_DIGIT_COUNT = "Phone number must be between 10 and 15 digits";

// Spaces, hyphens and brackets are how people group numbers ("+44 (0)1228 123-456").
const PHONE_SEPARATORS = /[\s()-]/g;

/** The number without separators; still containing anything else the user typed. */
export function compactPhone(typed: string): string {
  return typed.replace(PHONE_SEPARATORS, "");
}

// Reading a number as E.164 needs the numbering plan's metadata (about 28 KB gzipped), so it
// happens on the server only: src/server/trpc/e164-phone.ts (ADR 047). The shared schemas check
// the original's rule and hand the server the compact number.
