import { z } from "zod/mini";
import { isIsoDate, londonToday, nightsBetween, type TodayProvider } from "../dates.ts";
import { DATE_INVALID } from "./fields.ts";
import { requiredMessage } from "./messages.ts";
import { ISO_DATE_PATTERN, stated } from "./stated-rules.ts";

// Dates and date ranges of the room calls: YYYY-MM-DD
// days on the hotel's calendar. A range is at most a year and a day, so no call can ask Little
// Hotelier or the database for an unbounded stretch.

export const MAX_RANGE_DAYS = 366;
export const END_BEFORE_START = "End date cannot be before start date";
export const RANGE_TOO_LONG = `Date range cannot exceed ${MAX_RANGE_DAYS} days`;

/** A required real calendar date written YYYY-MM-DD; `label` starts the "is required" message. */
export function isoDateField(label: string) {
  return stated(
    z.string({ error: requiredMessage(label) }).check(z.trim(), z.minLength(1, { error: requiredMessage(label), abort: true }), z.refine(isIsoDate, DATE_INVALID)),
    { format: "date", pattern: ISO_DATE_PATTERN },
  );
}

function pastDateMessage(label: string): string {
  return `${label} cannot be in the past`;
}

/**
 * A required real date from today (London) on: the public price and availability calls answer
 * about nights still to come, never the past.
 */
export function upcomingDateField(label: string, today: TodayProvider = () => londonToday()) {
  return stated(
    isoDateField(label).check(z.refine((date) => !isIsoDate(date) || date >= today(), pastDateMessage(label))),
    { format: "date", pattern: ISO_DATE_PATTERN, refusals: [{ message: pastDateMessage(label), when: "before today in London" }] },
  );
}

/** Days from `start` to `end`, both included (2026-01-01..2026-01-01 is one day). */
export function daysInRange(start: string, end: string): number {
  return nightsBetween(start, end) + 1;
}

/** What is wrong with a range of two real dates, or undefined when it is fine. */
function dateRangeProblem(start: string, end: string): string | undefined {
  if (end < start) return END_BEFORE_START;
  if (daysInRange(start, end) > MAX_RANGE_DAYS) return RANGE_TOO_LONG;
  return undefined;
}

/**
 * A superRefine's arguments (spread them in) that put dateRangeProblem's message under `endKey`:
 * run once both fields hold real dates, and only when both were given.
 */
export function dateRangeCheck<Start extends string, End extends string>(startKey: Start, endKey: End) {
  return [
    (query: Partial<Record<Start | End, string | undefined>>, ctx: { addIssue: (issue: { code: "custom"; message: string; path: string[]; input: string }) => void }) => {
      const start = query[startKey];
      const end = query[endKey];
      if (!start || !end) return;
      const message = dateRangeProblem(start, end);
      if (message) ctx.addIssue({ code: "custom", message, path: [endKey], input: end });
    },
    { when: (payload: { value: unknown }) => holdsRealDates(payload.value, startKey, endKey) },
  ] as const;
}

/**
 * For a superRefine's `when`: both fields hold real dates, so the range check can run even while
 * other fields have errors (the caller sees every problem at once).
 */
export function holdsRealDates(value: unknown, startKey: string, endKey: string): boolean {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  const start = record[startKey];
  const end = record[endKey];
  return typeof start === "string" && isIsoDate(start.trim()) && typeof end === "string" && isIsoDate(end.trim());
}
