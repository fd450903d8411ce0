// Dates and times in the staff area: British style, in the hotel's own time zone whatever the
// computer's setting, so everyone reads the same time for an event.

const HOTEL_TIME_ZONE = "Europe/London";

const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: HOTEL_TIME_ZONE });
const dateOnly = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: HOTEL_TIME_ZONE });

/** "2026-01-05T09:30:00Z" → "5 Jan 2026, 09:30"; the text itself when it is not a date. */
export function formatStaffDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** "2026-01-05T09:30:00Z" → "5 Jan 2026". */
export function formatStaffDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateOnly.format(date);
}
