import { z } from "zod/mini";
import { addYears, isIsoDate, type TodayProvider } from "../dates.ts";
import { DATE_INVALID, emailField, personNameField, PHONE_E164_REFUSAL } from "../validation/fields.ts";
import { invalidMessage, requiredMessage, tooLongMessage, tooShortMessage } from "../validation/messages.ts";
import { compactPhone, PHONE_INVALID, PHONE_REQUIRED } from "../validation/phone-number.ts";
import { cleanedString, optionalCleanedString, requiredCleanedString } from "../validation/sanitize.ts";
import { ISO_DATE_PATTERN, stated } from "../validation/stated-rules.ts";
import { PET_TYPES } from "./pet-types.ts";

// Field rules of the pet add-on form.

export const bookingConfirmationIdSchema = requiredCleanedString(
  "Booking confirmation ID is required",
  z.minLength(3, "Booking confirmation ID must be at least 3 characters"),
  z.maxLength(20, "Booking confirmation ID must be 20 characters or less"),
  z.regex(/^[A-Za-z0-9_-]+$/, "Booking confirmation ID can only contain letters, numbers, hyphens and underscores"),
);

export const guestNameSchema = personNameField("Guest name");

const ADDON_EMAIL_MAX_LENGTH = 100;
export const addonEmailSchema = emailField(ADDON_EMAIL_MAX_LENGTH);

// The original's rule: "optional plus, then 10 to 20 digits, spaces, hyphens or brackets" - counted on what was
// typed, separators included. The value is the number without separators; the server reads it as
// E.164 like every other phone (ADR 047, src/server/trpc/e164-phone.ts).
const ADDON_PHONE_SHAPE = /^\+?[\d\s()-]+$/;

export const addonPhoneSchema = cleanedString(
  PHONE_REQUIRED,
  stated(
    z.pipe(
      z.string(),
      z.transform((typed: string, ctx) => {
        // A zod/mini transform has no `ctx.addIssue`: the issue goes straight onto the payload.
        const fail = (message: string) => {
          ctx.issues.push({ code: "custom", message, input: typed });
          return z.NEVER;
        };
        if (typed === "") return fail(PHONE_REQUIRED);
        if (!ADDON_PHONE_SHAPE.test(typed)) return fail(PHONE_INVALID);
        const length = typed.replace(/^\+/, "").length;
        if (length < 10) return fail(tooShortMessage("Phone number", 10));
        if (length > 20) return fail(tooLongMessage("Phone number", 20));
        return compactPhone(typed);
      }),
    ),
    // ADDON_PHONE_SHAPE with the length rule: 10 to 20 characters after an optional +.
    { pattern: String.raw`^\+?[\d\s()-]{10,20}$`, refusals: [PHONE_E164_REFUSAL] },
  ),
);

const CHECK_IN_IN_PAST = "Check-in date cannot be in the past";
const CHECK_IN_TOO_FAR = "Check-in date cannot be more than one year ahead";

/** Check-in: a real date from today up to one year ahead (London calendar). */
export function checkInDateField(today: TodayProvider) {
  return stated(
    requiredCleanedString(
      requiredMessage("Check-in date"),
      z.superRefine((date: string, ctx) => {
        const issue = (message: string) => ctx.addIssue({ code: "custom", message, input: date });
        const now = today();
        if (!isIsoDate(date)) issue(DATE_INVALID);
        else if (date < now) issue(CHECK_IN_IN_PAST);
        else if (date > addYears(now, 1)) issue(CHECK_IN_TOO_FAR);
      }),
    ),
    {
      format: "date",
      pattern: ISO_DATE_PATTERN,
      refusals: [
        { message: CHECK_IN_IN_PAST, when: "before today in London" },
        { message: CHECK_IN_TOO_FAR, when: "more than a year after today" },
      ],
    },
  );
}

/** Check-out on its own; its order against check-in is checked by the booking schema. */
export const checkOutDateSchema = stated(requiredCleanedString(requiredMessage("Check-out date"), z.refine(isIsoDate, DATE_INVALID)), {
  format: "date",
  pattern: ISO_DATE_PATTERN,
});

export const MAX_STAY_NIGHTS = 30;
export const CHECK_OUT_NOT_AFTER_CHECK_IN = "Check-out date must be after check-in date";
export const STAY_TOO_LONG = `Stay cannot exceed ${MAX_STAY_NIGHTS} nights`;

export const MAX_PETS = 5;
const PETS_WHOLE = "Number of pets must be a whole number";

// 1 to 5 by rule even though the form's selector offers 1 or 2.
export const numberOfPetsSchema = z
  .number({ error: (issue) => (issue.input === undefined ? "Number of pets is required" : PETS_WHOLE) })
  .check(z.int({ error: PETS_WHOLE, abort: true }), z.gte(1, "Number of pets must be at least 1"), z.lte(MAX_PETS, `Maximum ${MAX_PETS} pets allowed`));

export const petNameSchema = requiredCleanedString(
  requiredMessage("Pet name"),
  z.minLength(2, tooShortMessage("Pet name", 2)),
  z.maxLength(30, tooLongMessage("Pet name", 30)),
  z.regex(/^[\p{L}\p{M} '’-]+$/u, "Pet name can only contain letters, spaces, hyphens and apostrophes"),
);

export const petTypeSchema = z.enum(PET_TYPES, {
  error: (issue) => (issue.input === undefined ? requiredMessage("Pet type") : invalidMessage("pet type")),
});

export const specialRequirementsSchema = optionalCleanedString(
  invalidMessage("special requirements text"),
  z.string().check(z.maxLength(500, tooLongMessage("Special requirements", 500))),
);

export const ADDON_NOT_SELECTED = "Please select the pet accommodation add-on to continue";
