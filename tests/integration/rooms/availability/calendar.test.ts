import { describe, expect, it } from "vitest";
import { ERROR_MESSAGES } from "../../../../src/shared/api/error-catalogue.ts";
import { LIVE_RATES_UNAVAILABLE } from "../../../../src/shared/rooms/little-hotelier-messages.ts";
import type { AvailabilityCalendarQueryInput } from "../../../../src/shared/rooms/availability-requests.ts";
import { addDays, londonToday } from "../../../../src/shared/dates.ts";
import { END_BEFORE_START, RANGE_TOO_LONG } from "../../../../src/shared/validation/date-range.ts";
import { DATE_INVALID } from "../../../../src/shared/validation/fields.ts";
import { ROOM_TYPE_INVALID } from "../../../../src/shared/rooms/room-type-field.ts";
import { callerOf, fieldErrorsOfCall } from "../../helpers/app-caller.ts";
import { useTestApp } from "../../helpers/use-test-app.ts";
import { useAppWithLittleHotelier } from "../../helpers/use-app-with-little-hotelier.ts";

describe("GET /api/availability/calendar (availability.calendar)", () => {
  const t = useAppWithLittleHotelier();
  const today = londonToday();
  const inAWeek = addDays(today, 6);

  const calendar = (query: string) => t.app.inject({ method: "GET", url: `/api/availability/calendar?${query}` });


  it("gives each day's rooms from Little Hotelier, with the staff badge level", async () => {
    const result = await callerOf(t.app).rooms.availability.calendar({ roomType: "double", startDate: today, endDate: inAWeek });
    expect(result).toMatchObject({ roomType: "double", startDate: today, endDate: inAWeek, source: "little_hotelier", stale: false });
    expect(result.days).toHaveLength(7);
    expect(result.days[0]).toEqual({ date: today, totalRooms: 11, bookedRooms: 5, availableRooms: 6, level: "Medium", stopSell: false, isActive: true });
  });

  it("shows a stop-sell day as sold out and a nearly full day as low", async () => {
    const tomorrow = addDays(today, 1);
    t.lh.rooms = [
      {
        name: "Twin Room",
        ratePlans: [{ id: 301, name: "Best Available Rate", rate: 125, available: 7, days: { [today]: { available: 1 }, [tomorrow]: { stop_online_sell: true } } }],
      },
    ];
    const response = await calendar(`roomType=twin&startDate=${today}&endDate=${addDays(today, 2)}`);
    expect(response.statusCode).toBe(200);
    const days = response.json<{ data: { days: { level: string; availableRooms: number }[] } }>().data.days;
    expect(days.map((day) => day.level)).toEqual(["Low", "Sold Out", "High"]);
    expect(days.map((day) => day.availableRooms)).toEqual([1, 0, 7]);
  });

  it("shows 'Not Set' for days Little Hotelier says nothing about", async () => {
    t.lh.rooms = [];
    const result = await callerOf(t.app).rooms.availability.calendar({ roomType: "single", startDate: today, endDate: today });
    expect(result.days).toEqual([{ date: today, totalRooms: 4, bookedRooms: null, availableRooms: null, level: "Not Set", stopSell: false, isActive: true }]);
  });

  it("falls back to the last stored snapshot while Little Hotelier is unreachable", async () => {
    await t.app.roomRates.inventorySync.run("manual");
    t.app.roomRates.littleHotelier.clear();
    t.lh.mode = "error500";
    const response = await calendar(`roomType=deluxe_family&startDate=${today}&endDate=${addDays(today, 1)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: { source: "snapshot", stale: true, days: [{ date: today, totalRooms: 2, availableRooms: 1, bookedRooms: 1, level: "Medium" }, {}] },
    });
  });

  it("says live rates cannot be checked (503), in no staff words, with neither", async () => {
    t.lh.mode = "wrong-shape";
    const response = await calendar(`roomType=double&startDate=${today}&endDate=${inAWeek}`);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ success: false, error: LIVE_RATES_UNAVAILABLE });
    await expect(callerOf(t.app).rooms.availability.calendar({ roomType: "double", startDate: today, endDate: inAWeek })).rejects.toMatchObject({
      code: "SERVICE_UNAVAILABLE",
      message: LIVE_RATES_UNAVAILABLE,
    });
  });

  it("accepts a range of exactly 366 days", async () => {
    const result = await callerOf(t.app).rooms.availability.calendar({ roomType: "twin", startDate: "2027-01-01", endDate: "2028-01-01" });
    expect(result.days).toHaveLength(366);
  });

  describe("refuses bad input with 400 and asks Little Hotelier nothing", () => {
    it.each([
      ["an unknown room type", "roomType=penthouse&startDate=2027-01-01&endDate=2027-01-02", { roomType: ROOM_TYPE_INVALID }],
      ["a malformed start", "roomType=twin&startDate=01-01-2027&endDate=2027-01-02", { startDate: DATE_INVALID }],
      ["an impossible end", "roomType=twin&startDate=2027-01-01&endDate=2027-02-29", { endDate: DATE_INVALID }],
      ["a missing end", "roomType=twin&startDate=2027-01-01", { endDate: "End date is required" }],
      ["an end before the start", "roomType=twin&startDate=2027-01-02&endDate=2027-01-01", { endDate: END_BEFORE_START }],
      ["a start yesterday", `roomType=twin&startDate=${addDays(today, -1)}&endDate=${today}`, { startDate: "Start date cannot be in the past" }],
      ["more than 366 days", "roomType=twin&startDate=2027-01-01&endDate=2028-01-02", { endDate: RANGE_TOO_LONG }],
    ])("%s", async (_label, query, fieldErrors) => {
      const response = await calendar(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, error: ERROR_MESSAGES.VALIDATION_ERROR, fieldErrors });
      expect(t.lh.requests).toEqual([]);
    });

    it("through createCaller, reporting every field at once", async () => {
      const input = { roomType: "suite", startDate: "2027-01-09", endDate: "2027-01-01" } as unknown as AvailabilityCalendarQueryInput;
      await expect(fieldErrorsOfCall(callerOf(t.app).rooms.availability.calendar(input))).resolves.toEqual({ roomType: ROOM_TYPE_INVALID, endDate: END_BEFORE_START });
    });
  });
});

describe("GET /api/availability/calendar without LH_CHANNEL_CODE", () => {
  const t = useTestApp({ LH_CHANNEL_CODE: "" });

  it("says the Little Hotelier connection is unavailable instead of failing obscurely", async () => {
    const response = await t.app.inject({ method: "GET", url: `/api/availability/calendar?roomType=double&startDate=2027-01-01&endDate=2027-01-07` });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ success: false, error: LIVE_RATES_UNAVAILABLE });
    expect(response.body).not.toMatch(/LH_CHANNEL_CODE|stack|dashboard|Little Hotelier/i);
  });
});
