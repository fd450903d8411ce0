// Loaded once the form's code has arrived (see use-addon-form.ts), so zod and the shared schema
// stay out of the page's first-load JavaScript while the browser checks exactly what the server checks.
import { addonBookingSchema } from "../../../shared/addons/addon-booking.ts";
import { CHECK_OUT_NOT_AFTER_CHECK_IN, MAX_STAY_NIGHTS, STAY_TOO_LONG } from "../../../shared/addons/addon-fields.ts";
import { isIsoDate, nightsBetween } from "../../../shared/dates.ts";
import { fieldErrorsOf } from "../../../shared/validation/field-errors.ts";

export type AddonFieldErrors = Record<string, string>;

/** The form's stay rule on two real dates: check-out after check-in, at most 30 nights. */
function stayMessage(checked: unknown): string | undefined {
  if (typeof checked !== "object" || checked === null) return undefined;
  const { checkInDate, checkOutDate } = checked as { checkInDate?: unknown; checkOutDate?: unknown };
  if (typeof checkInDate !== "string" || typeof checkOutDate !== "string" || !isIsoDate(checkInDate) || !isIsoDate(checkOutDate)) return undefined;
  const nights = nightsBetween(checkInDate, checkOutDate);
  return nights < 1 ? CHECK_OUT_NOT_AFTER_CHECK_IN : nights > MAX_STAY_NIGHTS ? STAY_TOO_LONG : undefined;
}

/**
 * Every field message for the values, keyed by the payload's dotted path
 * ("guestEmail", "petAddon.petDetails.1.name"); empty when the booking can be paid for.
 */
export function addonFieldErrors(checked: unknown): AddonFieldErrors {
  const result = addonBookingSchema.safeParse(checked);
  if (result.success) return {};
  const errors = fieldErrorsOf(result.error);
  // The schema's stay rule does not run while another field fails (zod skips the object's
  // refinement then); the form checks live, so it states the rule itself as soon as both dates are real.
  const stay = errors.checkOutDate ? undefined : stayMessage(checked);
  return stay ? { ...errors, checkOutDate: stay } : errors;
}
