import type { z } from "zod";

/**
 * The first message per field, keyed by dotted path ("petAddon.petDetails.0.name"), so a form
 * can show one red line under each field. Issues about the whole value use the key "".
 */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors = new Map<string, string>();
  for (const issue of error.issues) {
    const key = issue.path.map((part) => (typeof part === "symbol" ? (part.description ?? "") : String(part))).join(".");
    if (!errors.has(key)) errors.set(key, issue.message);
  }
  // fromEntries defines own properties, so a key such as "__proto__" cannot reach the prototype.
  return Object.fromEntries(errors);
}
