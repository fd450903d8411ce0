import { addCalendarMonths, londonToday } from "../../../shared/dates.ts";

/** A request must be answered within one calendar month of its confirmation (UK GDPR Art. 12(3)). */
const RESPONSE_MONTHS = 1;
/** Complex requests may take two months more, with the reason told within the first month. */
const EXTENSION_MONTHS = 2;

/** The due day of a request confirmed at `confirmedAt`, on the hotel's calendar: 31 Jan → 28/29 Feb. */
export function dueDateAfter(confirmedAt: Date, months: number = RESPONSE_MONTHS): Date {
  return new Date(`${addCalendarMonths(londonToday(confirmedAt), months)}T00:00:00Z`);
}

/** The due day of an extended request: three calendar months after its confirmation. */
export function extendedDueDate(confirmedAt: Date): Date {
  return dueDateAfter(confirmedAt, RESPONSE_MONTHS + EXTENSION_MONTHS);
}
