import { z } from "zod/mini";
import type { ParsePayload } from "zod/v4/core";
import { addYears, isIsoDate, type TodayProvider } from "../dates.ts";
import { EVENT_DATE_MAX_YEARS_AHEAD } from "../enquiries/enquiry-constants.ts";
import { requiredMessage, tooLongMessage, tooShortMessage } from "./messages.ts";
import { compactPhone, PHONE_DIGIT_COUNT, PHONE_INVALID, PHONE_REQUIRED } from "./phone-number.ts";
import { cleanedString, optionalCleanedString, requiredCleanedString } from "./sanitize.ts";
import { ISO_DATE_PATTERN, stated } from "./stated-rules.ts";

// Field rules shared by the public forms; messages are the original site's exact text (ADR 058).

// The e-mail rule has a module of its own, so the staff sign-in form takes it without the other
// fields' rules.
export { emailField, emailSchema } from "./email-field.ts";

// Unicode letters (and combining marks) so guests such as "José" or "Zoë" can write their names.
const PERSON_NAME_PATTERN = /^[\p{L}\p{M} '’.-]+$/u;
const NAME_MIN_LENGTH = 2;
const NAME_MAX_LENGTH = 50;

/** A person's name with the Name row's rule; `label` starts each message ("Guest name"). */
export function personNameField(label: string) {
  return requiredCleanedString(
    requiredMessage(label),
    z.minLength(NAME_MIN_LENGTH, tooShortMessage(label, NAME_MIN_LENGTH)),
    z.maxLength(NAME_MAX_LENGTH, tooLongMessage(label, NAME_MAX_LENGTH)),
    z.regex(PERSON_NAME_PATTERN, `${label} can only contain letters, spaces, hyphens, apostrophes, and periods`),
  );
}

export const nameSchema = personNameField("Name");

const PHONE_TYPED = /^\+?\d+$/;

/**
 * The original's phone rule on a cleaned, non-empty value; emits issues and returns the number without
 * separators. The browser checks no more than this; the server reads the result as E.164 and
 * refuses a number no country could have (src/server/trpc/e164-phone.ts, ADR 047). A zod/mini
 * transform has no `ctx.addIssue`, so its issues go straight onto the payload.
 */
function checkedPhone(typed: string, ctx: ParsePayload): string {
  const compact = compactPhone(typed);
  if (!PHONE_TYPED.test(compact)) {
    ctx.issues.push({ code: "custom", message: PHONE_INVALID, input: typed });
    return z.NEVER;
  }
  const digits = compact.replace("+", "").length;
  if (digits < 10 || digits > 15) {
    ctx.issues.push({ code: "custom", message: PHONE_DIGIT_COUNT, input: typed });
    return z.NEVER;
  }
  return compact;
}

/** What `checkedPhone` accepts: 10-15 digits, a + before them, spaces, hyphens and brackets anywhere. */
const PHONE_PATTERN = String.raw`^[\s()-]*(?:\+[\s()-]*)?(?:\d[\s()-]*){10,15}$`;

/** The server reads every phone as E.164 (src/server/trpc/e164-phone.ts) and refuses what no country has. */
export const PHONE_E164_REFUSAL = { message: PHONE_INVALID, when: "no country's numbering plan has such a number; one starting 0 is read as a UK number" };
const PHONE_RULES = { pattern: PHONE_PATTERN, refusals: [PHONE_E164_REFUSAL] };

/** Required phone number (UK national numbers with 0 accepted, ADR 047), without separators. */
export const phoneSchema = cleanedString(
  PHONE_REQUIRED,
  stated(
    z.pipe(
      z.string(),
      z.transform((typed: string, ctx) => {
        if (typed === "") {
          ctx.issues.push({ code: "custom", message: PHONE_REQUIRED, input: typed });
          return z.NEVER;
        }
        return checkedPhone(typed, ctx);
      }),
    ),
    PHONE_RULES,
  ),
);

/** The contact form's phone (phone optional): blank is undefined, else as above. */
export const optionalPhoneSchema = optionalCleanedString(PHONE_INVALID, stated(z.pipe(z.string(), z.transform(checkedPhone)), PHONE_RULES));

export const contactMessageSchema = requiredCleanedString(
  requiredMessage("Message"),
  z.minLength(10, tooShortMessage("Message", 10)),
  z.maxLength(1000, tooLongMessage("Message", 1000)),
);

export const eventMessageSchema = optionalCleanedString(
  "Please enter a valid message",
  z.string().check(z.maxLength(500, tooLongMessage("Message", 500))),
);

// ADR 059 overrides the original's 1-20 guest rule, which contradicts the forms' own
// defaults (50, 20, 30): the bound is the venues' capacity, 150. Message wording as the original's.
const MAX_EVENT_GUESTS = 150;
const GUESTS_WHOLE = "Number of guests must be a whole number";

export const guestsSchema = z
  .number({ error: (issue) => (issue.input === undefined ? "Number of guests is required" : GUESTS_WHOLE) })
  .check(
    z.int({ error: GUESTS_WHOLE, abort: true }),
    z.gte(1, "Number of guests must be at least 1"),
    z.lte(MAX_EVENT_GUESTS, `Maximum ${MAX_EVENT_GUESTS} guests allowed`),
  );

export const DATE_INVALID = "Please enter a valid date (YYYY-MM-DD)";

const EVENT_DATE_TOO_FAR = "Event date cannot be more than three years ahead";
const EVENT_DATE_IN_PAST = "Event date cannot be in the past";

/** Optional event date: a real YYYY-MM-DD date, today or later on the London calendar. */
export function eventDateField(today: TodayProvider) {
  return optionalCleanedString(
    DATE_INVALID,
    stated(
      z.string().check(
        z.superRefine((date, ctx) => {
          if (!isIsoDate(date)) ctx.addIssue({ code: "custom", message: DATE_INVALID, input: date });
          else if (date < today()) ctx.addIssue({ code: "custom", message: EVENT_DATE_IN_PAST, input: date });
          else if (date > addYears(today(), EVENT_DATE_MAX_YEARS_AHEAD)) ctx.addIssue({ code: "custom", message: EVENT_DATE_TOO_FAR, input: date });
        }),
      ),
      {
        format: "date",
        pattern: ISO_DATE_PATTERN,
        refusals: [
          { message: EVENT_DATE_IN_PAST, when: "before today in London" },
          { message: EVENT_DATE_TOO_FAR, when: `more than ${EVENT_DATE_MAX_YEARS_AHEAD} years after today` },
        ],
      },
    ),
  );
}
