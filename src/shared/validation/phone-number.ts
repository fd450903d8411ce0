import { parsePhoneNumberFromString } from "libphonenumber-js";

export const PHONE_REQUIRED = "Phone number is required";
export const PHONE_INVALID = "Please enter a valid phone number";
export const PHONE_DIGIT_COUNT = "Phone number must be between 10 and 15 digits";

// Spaces, hyphens and brackets are how people group numbers ("+44 (0)1228 123-456").
const PHONE_SEPARATORS = /[\s()-]/g;

/** The number without separators; still containing anything else the user typed. */
export function compactPhone(typed: string): string {
  return typed.replace(PHONE_SEPARATORS, "");
}

/**
 * E.164 form of a compact number (digits with an optional leading +), reading national numbers
 * as UK ones (DESIGN decision 5), or undefined when no country could have such a number.
 * `isPossible` (country code and length) rather than `isValid`: the libphonenumber metadata
 * rejects Ofcom's reserved drama ranges (07700 900xxx, 01632 960xxx), which are exactly the
 * fictional numbers the hotel's default content and tests use.
 */
export function toE164(compact: string): string | undefined {
  const parsed = parsePhoneNumberFromString(compact, "GB");
  return parsed?.isPossible() ? parsed.number : undefined;
}
