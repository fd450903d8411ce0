import { describe, expect, it } from "vitest";
import {
  addCalendarMonths,
  addDays,
  addYears,
  isIsoDate,
  londonToday,
  nightsBetween,
} from "../../../src/shared/dates.ts";

describe("londonToday", () => {
  it.each([
    ["late evening UTC in summer is already tomorrow in London (BST)", "2026-06-14T23:30:00Z", "2026-06-15"],
    ["late evening UTC in winter is the same day in London (GMT)", "2026-01-14T23:30:00Z", "2026-01-14"],
    ["just after midnight UTC on New Year", "2027-01-01T00:00:01Z", "2027-01-01"],
  ])("%s", (_case, instant, expected) => {
    expect(londonToday(new Date(instant))).toBe(expected);
  });

  it("is right on either side of London's midnight however the calls interleave (it remembers one minute)", () => {
    const sequence: [string, string][] = [
      ["2026-07-01T22:59:00.000Z", "2026-07-01"],
      ["2026-07-01T22:59:59.999Z", "2026-07-01"],
      ["2026-07-01T23:00:00.000Z", "2026-07-02"],
      ["2026-07-01T22:59:30.000Z", "2026-07-01"],
      ["2026-03-29T00:59:59.999Z", "2026-03-29"],
      ["2026-03-28T23:59:59.999Z", "2026-03-28"],
      ["2026-03-29T00:00:00.000Z", "2026-03-29"],
      ["2026-10-24T23:00:00.000Z", "2026-10-25"],
      ["2026-10-25T23:59:59.999Z", "2026-10-25"],
      ["2026-10-26T00:00:00.000Z", "2026-10-26"],
    ];
    expect(sequence.map(([instant]) => londonToday(new Date(instant)))).toEqual(sequence.map(([, day]) => day));
  });
});

describe("isIsoDate", () => {
  it.each([
    ["2026-06-15", true],
    ["2024-02-29", true],
    ["2025-02-29", false],
    ["2025-02-30", false],
    ["2026-13-01", false],
    ["2026-6-5", false],
    ["15/06/2026", false],
    ["2026-06-15T10:00", false],
    ["", false],
  ])("%s -> %s", (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });
});

describe("date arithmetic", () => {
  it.each([
    ["2026-06-15", 1, "2026-06-16"],
    ["2026-06-15", -1, "2026-06-14"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2026-03-28", 2, "2026-03-30"],
  ])("addDays(%s, %i) = %s", (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([
    ["2026-06-15", "2027-06-15"],
    ["2028-02-29", "2029-02-28"],
  ])("addYears(%s, 1) = %s", (date, expected) => {
    expect(addYears(date, 1)).toBe(expected);
  });

  it.each([
    ["2026-06-15", "2026-06-16", 1],
    ["2026-03-28", "2026-03-30", 2],
    ["2026-06-15", "2026-07-15", 30],
    ["2026-06-15", "2026-06-15", 0],
    ["2026-06-15", "2026-06-14", -1],
  ])("nightsBetween(%s, %s) = %i", (from, to, expected) => {
    expect(nightsBetween(from, to)).toBe(expected);
  });

  it("refuses a non-date instead of computing nonsense", () => {
    expect(() => addDays("2026-02-30", 1)).toThrow(RangeError);
  });
});

describe("addCalendarMonths (the one-month deadline of a data request)", () => {
  it("keeps the day of the month when the month has it", () => {
    expect(addCalendarMonths("2027-03-15", 1)).toBe("2027-04-15");
    expect(addCalendarMonths("2027-12-10", 1)).toBe("2028-01-10");
  });
  it("ends on the month's last day when it has no such day: 31 Jan → 28/29 Feb, 31 Mar → 30 Apr", () => {
    expect(addCalendarMonths("2027-01-31", 1)).toBe("2027-02-28");
    expect(addCalendarMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addCalendarMonths("2027-03-31", 1)).toBe("2027-04-30");
    expect(addCalendarMonths("2027-01-31", 3)).toBe("2027-04-30");
  });
});
