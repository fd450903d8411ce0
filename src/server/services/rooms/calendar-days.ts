import { addDays, nightsBetween } from "../../../shared/dates.ts";
import type { DateRange } from "../../integrations/little-hotelier.ts";

// Calendar days as the database stores them (DATE columns read back as UTC midnight) and as the
// rate lookups group them.

/** The DATE column value of a YYYY-MM-DD day. */
export function toDbDate(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

/** The YYYY-MM-DD day of a DATE column value. */
export function fromDbDate(value: Date): string {
  return value.toISOString().slice(0, 10);
}

/** Every day from start to end, both included. */
export function daysOf(range: DateRange): string[] {
  const count = nightsBetween(range.start, range.end) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, index) => addDays(range.start, index));
}

function lastDayOfMonth(day: string): string {
  const [year, month] = day.split("-").map(Number);
  return new Date(Date.UTC(year ?? 1970, month ?? 1, 0)).toISOString().slice(0, 10);
}

/**
 * The range to ask Little Hotelier for: whole months around the days wanted, so the many one-night
 * price lookups of a page share one cached answer, and callers cannot bypass the cache (or make
 * us hammer Little Hotelier) by asking for ever-different ranges.
 */
export function lookupRangeFor(range: DateRange): DateRange {
  return { start: `${range.start.slice(0, 7)}-01`, end: lastDayOfMonth(range.end) };
}
