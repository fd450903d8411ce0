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

/**
 * A stored E.164 number as a guest in the UK writes it (ADR 047 keeps E.164 underneath):
 * "+447700900123" → "07700 900123", "+442079460000" → "020 7946 0000", "+441614960000" →
 * "0161 496 0000", "+441632960123" → "01632 960123". Another country's number stays in E.164.
 */
export function nationalPhone(e164: string): string {
  const match = /^\+44(\d{9,10})$/.exec(e164);
  if (!match) return e164;
  const national = `0${match[1] ?? ""}`;
  if (national.length !== 11) return national; // the few ten-digit numbers: ungrouped
  const group = (...sizes: number[]): string => {
    let at = 0;
    return sizes.map((size) => national.slice(at, (at += size))).join(" ");
  };
  if (national.startsWith("02")) return group(3, 4, 4);
  if (/^0(1\d1|11|[389])/.test(national)) return group(4, 3, 4);
  return group(5, 6); // mobiles (07…) and most geographic numbers (01xxx)
}
