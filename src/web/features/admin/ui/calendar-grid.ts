// A month calendar's layout (room availability, the venue calendar): weeks from Sunday to Saturday,
// the first week padded with blanks before the first day, the last one after the last day.

export const WEEKDAYS = [
  { short: "Sun", long: "Sunday" },
  { short: "Mon", long: "Monday" },
  { short: "Tue", long: "Tuesday" },
  { short: "Wed", long: "Wednesday" },
  { short: "Thu", long: "Thursday" },
  { short: "Fri", long: "Friday" },
  { short: "Sat", long: "Saturday" },
] as const;

/** 0 for Sunday … 6 for Saturday, of a YYYY-MM-DD day (read as a calendar day, not a moment). */
export function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

/** Rows of seven cells: each day in its weekday's column, null where there is no day. */
export function calendarWeeks<Day extends { date: string }>(days: readonly Day[]): (Day | null)[][] {
  const first = days[0];
  if (!first) return [];
  const cells: (Day | null)[] = [...Array.from({ length: weekdayOf(first.date) }, () => null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
