import { z } from "zod/mini";
import type { $ZodCheck, $ZodType } from "zod/v4/core";

// Text is cleaned on entry (ADR 060): cleaning removes markup,
// never meaning. What a guest writes in prose ("kids < 5", "<3", "money = 200", "Monday=late",
// "on=") stays as written and is escaped wherever it is shown; only what forms markup or script
// goes. This stops markup reaching staff screens and e-mails; it is not a substitute for escaping.

/** A whole tag: `<b>`, `</p>`, `<img src=x onerror=alert(1)>`, `<br/>`. */
const WHOLE_TAG = /<\/?[a-z][\w:-]*(?:\s[^<>]*)?\/?>/gi;

/** The opening of an element's tag left unclosed (`<script`, `</p`, `<img src=x`), by the HTML elements' names. */
const OPEN_TAG =
  /<\/?(?:a|abbr|audio|b|base|body|br|button|div|em|embed|form|frame|frameset|h[1-6]|head|hr|html|i|iframe|img|input|link|li|marquee|math|meta|object|ol|option|p|script|select|source|span|strong|style|svg|table|td|template|textarea|th|title|tr|u|ul|video)(?![\w-])[^<>]*/gi;

const JAVASCRIPT_PROTOCOL = /javascript\s*:/gi;

/**
 * ADR 031: the C0 controls but tab and line breaks, DEL, the C1 controls, and the
 * bidirectional embeddings, overrides and isolates. None carries meaning in a guest's words; NUL is
 * refused by PostgreSQL, ESC and BEL act on a terminal, and U+202E turns "gpj.exe" round on screen.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/** The HTML and SVG event-handler attributes (`onclick=`), at a word start, so "Monday=late" and "one = 1" stay. */
const EVENT_HANDLER_ATTRIBUTE = new RegExp(
  String.raw`(?<![\p{L}\p{N}_])on(?:abort|afterprint|animation(?:cancel|end|iteration|start)|auxclick|before(?:input|match|print|toggle|unload)|begin|blur|cancel|canplay(?:through)?|change|click|close|context(?:lost|menu|restored)|copy|cuechange|cut|dblclick|drag(?:end|enter|leave|over|start)?|drop|durationchange|emptied|end|ended|error|focus(?:in|out)?|formdata|fullscreen(?:change|error)|gotpointercapture|hashchange|input|invalid|key(?:down|press|up)|languagechange|load(?:eddata|edmetadata|start)?|lostpointercapture|message(?:error)?|mouse(?:down|enter|leave|move|out|over|up|wheel)|offline|online|page(?:hide|reveal|show)|paste|pause|play(?:ing)?|pointer(?:cancel|down|enter|leave|move|out|over|up)|popstate|progress|ratechange|rejectionhandled|repeat|reset|resize|scroll(?:end)?|search|securitypolicyviolation|seek(?:ed|ing)|select(?:ionchange|start)?|show|slotchange|stalled|storage|submit|suspend|timeupdate|toggle|touch(?:cancel|end|move|start)|transition(?:cancel|end|run|start)|unhandledrejection|unload|volumechange|waiting|wheel)\s*=`,
  "giu",
);

/** Removes the control characters of ADR 031, and nothing else (search text, staff's own words). */
export function withoutControlCharacters(value: string): string {
  return value.replace(CONTROL_CHARACTERS, "");
}

/** Trims and removes control characters, tags, `javascript:` and event-handler attributes; everything else stays as written. */
export function cleanText(value: string): string {
  // Control characters go first: a NUL inside "<scr\u0000ipt>" must not hide the tag.
  let current = withoutControlCharacters(value);
  let previous: string;
  // Repeat until stable: removing one piece can join its neighbours into a new one
  // ("javajavascript:script:", "<scr<b>ipt>").
  // Whole tags go first, so an unclosed opening is judged only once no tag can close it.
  do {
    previous = current;
    current = current.replace(WHOLE_TAG, "");
    if (current === previous) current = current.replace(OPEN_TAG, "").replace(JAVASCRIPT_PROTOCOL, "").replace(EVENT_HANDLER_ATTRIBUTE, "");
  } while (current !== previous);
  return current.trim();
}

/**
 * Text `cleanText` leaves exactly as it is (JSON Schema's dialect of a regular expression): no white
 * space at either end, no control character `withoutControlCharacters` removes, nothing that opens a tag (`<` before a
 * letter or `/`), no `javascript:` and nothing shaped like an event-handler attribute (`on…=`). It
 * is stricter than the cleaning (it refuses "x<y" and "Monday=late", which cleaning keeps), so any
 * value it allows reaches the field's own rules unchanged: what the API document states of a
 * cleaned field (src/server/openapi/json-schema-of.ts) is then the whole of what the server checks.
 */
export const LEFT_AS_WRITTEN_PATTERN = String.raw`^(?!\s)(?![\s\S]*\s$)(?![\s\S]*(?:<[A-Za-z/]|[Jj][Aa][Vv][Aa][Ss][Cc][Rr][Ii][Pp][Tt]\s*:|[Oo][Nn][A-Za-z]*\s*=|[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]))[\s\S]*$`;

/** Each cleaned field's own rules (what `inner` checks once the text is cleaned), for the API document. */
const rulesAfterCleaning = new WeakMap<$ZodType, $ZodType>();

/** The rules a cleaned field applies to the cleaned text, or undefined for any other schema. */
export function rulesOfCleanedField(schema: $ZodType): $ZodType | undefined {
  return rulesAfterCleaning.get(schema);
}

/**
 * A required free-text field: anything that is not a string gets `requiredMessage`, a string is
 * cleaned and then handed to `inner`, which sees exactly what will be stored.
 */
export function cleanedString<T extends $ZodType<unknown, string>>(requiredMessage: string, inner: T) {
  const field = z.pipe(z.pipe(z.string({ error: requiredMessage }), z.transform(cleanText)), inner);
  rulesAfterCleaning.set(field, inner);
  return field;
}

/**
 * A required free-text field: cleaned, then `requiredMessage` alone when nothing is left, else
 * each of `checks` (a length, a pattern).
 */
export function requiredCleanedString(requiredMessage: string, ...checks: $ZodCheck<string>[]) {
  return cleanedString(requiredMessage, z.string().check(z.minLength(1, { error: requiredMessage, abort: true }), ...checks));
}

/**
 * An optional free-text field: missing, null or blank after cleaning all become `undefined`,
 * so forms can send their empty inputs as they are; anything else is validated by `inner`.
 */
export function optionalCleanedString<T extends $ZodType<unknown, string>>(invalidMessage: string, inner: T) {
  const cleanedOrUndefined = z.transform((value: string | null | undefined) => {
    const cleaned = value == null ? "" : cleanText(value);
    return cleaned === "" ? undefined : cleaned;
  });
  const field = z.pipe(z.pipe(z.nullish(z.string({ error: invalidMessage })), cleanedOrUndefined), z.optional(inner));
  rulesAfterCleaning.set(field, inner);
  return field;
}
