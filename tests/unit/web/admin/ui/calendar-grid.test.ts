import { describe, expect, it } from "vitest";
import { addDays } from "../../../../../src/shared/dates.ts";
import { calendarWeeks, WEEKDAYS, weekdayOf } from "../../../../../src/web/features/admin/ui/calendar-grid.ts";

const daysFrom = (start: string, count: number) => Array.from({ length: count }, (_, index) => ({ date: addDays(start, index) }));

describe("the availability calendar's Sunday-to-Saturday grid", () => {
  it("heads the columns Sun to Sat", () => {
    expect(WEEKDAYS.map((day) => day.short)).toEqual(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]);
  });

  it("reads weekdays as calendar days, whatever the time zone", () => {
    expect(weekdayOf("2026-03-01")).toBe(0); // a Sunday
    expect(weekdayOf("2026-03-29")).toBe(0); // the clocks change that night in London
    expect(weekdayOf("2026-11-24")).toBe(2); // a Tuesday
  });

  it("puts blanks before a first day that is not a Sunday, and fills the last week", () => {
    // Tuesday 24 November 2026 and the 30 days after it.
    const weeks = calendarWeeks(daysFrom("2026-11-24", 31));
    expect(weeks).toHaveLength(5);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]?.map((day) => day?.date ?? null)).toEqual([null, null, "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28"]);
    expect(weeks[1]?.[0]?.date).toBe("2026-11-29");
    expect(weeks[4]?.map((day) => day?.date ?? null)).toEqual(["2026-12-20", "2026-12-21", "2026-12-22", "2026-12-23", "2026-12-24", null, null]);
  });

  it("needs no blanks when the first day is a Sunday and the last a Saturday, and nothing for no days", () => {
    const weeks = calendarWeeks(daysFrom("2026-03-01", 28));
    expect(weeks).toHaveLength(4);
    expect(weeks.flat().every((day) => day !== null)).toBe(true);
    expect(calendarWeeks([])).toEqual([]);
  });
});
