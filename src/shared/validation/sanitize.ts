import { z } from "zod";

// Spec §5 (both documents): text is cleaned on entry. These patterns are the spec's list; they
// stop markup reaching staff screens and e-mails, they are not a substitute for output escaping.
const ANGLE_BRACKETS = /[<>]/g;
const JAVASCRIPT_PROTOCOL = /javascript:/gi;
const EVENT_HANDLER_ATTRIBUTE = /on\w+\s*=/gi;

/** Trims and removes angle brackets, `javascript:` and inline event-handler attributes. */
export function cleanText(value: string): string {
  let current = value;
  let previous: string;
  // Repeat until stable: removing one piece can join its neighbours into a new one
  // ("javajavascript:script:", "on<x>click=").
  do {
    previous = current;
    current = current
      .replace(ANGLE_BRACKETS, "")
      .replace(JAVASCRIPT_PROTOCOL, "")
      .replace(EVENT_HANDLER_ATTRIBUTE, "");
  } while (current !== previous);
  return current.trim();
}

/**
 * A required free-text field: anything that is not a string gets `requiredMessage`, a string is
 * cleaned and then handed to `inner`, which sees exactly what will be stored.
 */
export function cleanedString<T extends z.ZodType<unknown, string>>(requiredMessage: string, inner: T) {
  return z.string({ error: requiredMessage }).transform(cleanText).pipe(inner);
}

/**
 * An optional free-text field: missing, null or blank after cleaning all become `undefined`,
 * so forms can send their empty inputs as they are; anything else is validated by `inner`.
 */
export function optionalCleanedString<T extends z.ZodType<unknown, string>>(invalidMessage: string, inner: T) {
  return z
    .string({ error: invalidMessage })
    .nullish()
    .transform((value) => {
      const cleaned = value == null ? "" : cleanText(value);
      return cleaned === "" ? undefined : cleaned;
    })
    .pipe(inner.optional());
}
