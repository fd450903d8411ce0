import type { $ZodError } from "zod/v4/core";

/**
 * The wording zod falls back to when a rule has no message of ours: "Invalid input: expected …"
 * with zod's English locale (the server's classic zod loads it), plain "Invalid input" without it
 * (zod/mini in the browser, ADR 050).
 */
const VALIDATOR_WORDING = /^(Invalid (input|option|string|element|key|union|value)|Too (big|small)|Unrecognized key)/;

/** The request as a whole was not an object of fields (an array, null, a string). */
const BODY_NOT_AN_OBJECT = "Please send the form's fields as a JSON object";

/** "petDetails.0.name" → "pet details name", for a message a person can read. */
function fieldLabel(path: string): string {
  const last = path.split(".").filter((part) => !/^\d+$/.test(part)).at(-1) ?? path;
  return last.replace(/_/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
}

/**
 * The first message per field, keyed by dotted path ("petAddon.petDetails.0.name"), so a form
 * can show one red line under each field. Issues about the whole value use the key "". Where a
 * rule has no message of ours, zod's own wording is replaced by plain language: a person, not a
 * developer, reads these.
 */
export function fieldErrorsOf(error: $ZodError): Record<string, string> {
  const errors = new Map<string, string>();
  for (const issue of error.issues) {
    const key = issue.path.map((part) => (typeof part === "symbol" ? (part.description ?? "") : String(part))).join(".");
    if (errors.has(key)) continue;
    const plain = VALIDATOR_WORDING.test(issue.message) ? (key === "" ? BODY_NOT_AN_OBJECT : `Please enter a valid ${fieldLabel(key)}`) : issue.message;
    errors.set(key, plain);
  }
  // fromEntries defines own properties, so a key such as "__proto__" cannot reach the prototype.
  return Object.fromEntries(errors);
}
