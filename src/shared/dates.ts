// Dates travel as YYYY-MM-DD and mean days on the hotel's calendar, which is
// Europe/London: comparing these strings avoids time-of-day and DST surprises.

/** Returns today's date; injected so schemas can be tested against a fixed day. */
export type TodayProvider = () => string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

const londonFormatter = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/**
 * The London date of the last minute asked about. London's midnight always falls on a whole UTC
 * minute, so every instant of one UTC minute has the same London date: the busiest calls (every
 * date check of every request) format the date once a minute instead of each time.
 */
let lastMinute = { minute: Number.NaN, day: "" };

const londonClockFormatter = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The time in Carlisle at `at`, to the minute, as "YYYY-MM-DD HH:mm" (what a spreadsheet reads as a date and time). */
export function londonDateTime(at: Date): string {
  const parts = londonClockFormatter.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}`;
}

/** The calendar date in Carlisle at `now`, as YYYY-MM-DD. */
export function londonToday(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute === lastMinute.minute) return lastMinute.day;
  const parts = londonFormatter.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? "";
  const day = `${part("year")}-${part("month")}-${part("day")}`;
  lastMinute = { minute, day };
  return day;
}

function toUtcMs(date: string): number | undefined {
  const match = ISO_DATE.exec(date);
  if (!match) return undefined;
  const [, year, month, day] = match.map(Number);
  if (year === undefined || month === undefined || day === undefined) return undefined;
  const ms = Date.UTC(year, month - 1, day);
  // Date.UTC rolls 2025-02-30 over to March; a real date survives the round trip.
  return new Date(ms).toISOString().slice(0, 10) === date ? ms : undefined;
}

function fromUtcMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  return toUtcMs(value) !== undefined;
}

function requireMs(date: string): number {
  const ms = toUtcMs(date);
  if (ms === undefined) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return ms;
}

export function addDays(date: string, days: number): string {
  return fromUtcMs(requireMs(date) + days * DAY_MS);
}

/** Same day `years` later; 29 February becomes 28 February in a common year. */
export function addYears(date: string, years: number): string {
  const start = new Date(requireMs(date));
  const year = start.getUTCFullYear() + years;
  const month = start.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return fromUtcMs(Date.UTC(year, month, Math.min(start.getUTCDate(), lastDay)));
}

/** Nights from check-in to check-out (negative when check-out is earlier). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((requireMs(checkOut) - requireMs(checkIn)) / DAY_MS);
}

const longDateFormatter = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" });

/** "2025-01-01" → "1 January 2025", as a guest reads a date in running text. */
export function formatLongDate(date: string): string {
  const ms = toUtcMs(date);
  return ms === undefined ? date : longDateFormatter.format(ms);
}

/**
 * The same day `months` calendar months later, or the month's last day when it has no such day:
 * 31 January + 1 month is 28 (or 29) February (the ICO's reading of "one month").
 */
export function addCalendarMonths(date: string, months: number): string {
  const start = new Date(requireMs(date));
  const monthIndex = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(start.getUTCFullYear(), monthIndex + 1, 0)).getUTCDate();
  return fromUtcMs(Date.UTC(start.getUTCFullYear(), monthIndex, Math.min(start.getUTCDate(), lastDay)));
}
