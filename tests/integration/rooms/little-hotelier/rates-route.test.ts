import { describe, expect, it } from "vitest";
import { ERROR_MESSAGES } from "../../../../src/shared/api/error-catalogue.ts";
import { LITTLE_HOTELIER_UNAVAILABLE } from "../../../../src/shared/rooms/little-hotelier-messages.ts";
import type { LittleHotelierRatesQueryInput } from "../../../../src/shared/rooms/availability-requests.ts";
import { END_BEFORE_START, RANGE_TOO_LONG } from "../../../../src/shared/validation/date-range.ts";
import { DATE_INVALID } from "../../../../src/shared/validation/fields.ts";
import { createAdminSession } from "../../helpers/admin-session.ts";
import { callerOf, fieldErrorsOfCall, RECEPTIONIST } from "../../helpers/app-caller.ts";
import { useTestApp } from "../../helpers/use-test-app.ts";
import { useAppWithLittleHotelier } from "../../helpers/use-app-with-little-hotelier.ts";

describe("GET /api/lh/rates (littleHotelier.rates, staff only), through LH_API_BASE", () => {
  const t = useAppWithLittleHotelier({
    // One LH name is mapped explicitly; the others are read by their words.
    LH_ROOM_TYPE_MAP: JSON.stringify({ "Family Room": "deluxe_family" }),
  });
  // A staff call (ADR 064).
  const rates = async (query: string) => {
    const { cookie } = await createAdminSession(t.app);
    return t.app.inject({ method: "GET", url: `/api/lh/rates?${query}`, headers: { cookie } });
  };


  it("asks Little Hotelier for the whole month and answers the days asked for, with our room type per plan", async () => {
    const response = await rates("start_date=2027-03-01&end_date=2027-03-02");
    expect(response.statusCode).toBe(200);
    expect(t.lh.requests).toEqual([{ channel: t.lh.channelCode, startDate: "2027-03-01", endDate: "2027-03-31" }]);
    const data = response.json<{ data: { stale: boolean; rooms: { name: string; ratePlans: { roomType: string | null; dates: unknown[] }[] }[] } }>().data;
    expect(data.stale).toBe(false);
    expect(data.rooms.map((room) => [room.name, room.ratePlans.map((plan) => plan.roomType)])).toEqual([
      ["Single Room", ["single"]],
      ["Double Room", ["double", "double"]],
      ["Twin Room", ["twin"]],
      ["Family Room", ["deluxe_family"]],
      ["Deluxe Family Room", ["deluxe_family"]],
    ]);
    expect(data.rooms[0]?.ratePlans[0]?.dates).toHaveLength(2);
    expect(data.rooms[0]?.ratePlans[0]?.dates[1]).toEqual({
      date: "2027-03-02",
      rate: 95,
      available: 3,
      minStay: 1,
      maxStay: null,
      stopOnlineSell: false,
      closeToArrival: false,
      closeToDeparture: false,
    });
  });

  it("serves other days of a month already fetched from the cache", async () => {
    await rates("start_date=2027-06-01&end_date=2027-06-02");
    const later = await rates("start_date=2027-06-20&end_date=2027-07-03");
    await rates("start_date=2027-06-10&end_date=2027-06-30");
    expect(later.statusCode).toBe(200);
    expect(t.lh.requests.map((request) => `${request.startDate}..${request.endDate}`)).toEqual(["2027-06-01..2027-06-30", "2027-06-01..2027-07-31"]);
  });

  it.each(["error500", "malformed-json", "wrong-shape"] as const)("answers 503 with the spec's wording when Little Hotelier gives %s", async (mode) => {
    t.lh.mode = mode;
    const response = await rates("start_date=2027-04-01&end_date=2027-04-02");
    expect(response.statusCode).toBe(503);
    const body = response.json<{ success: boolean; error: string; errorId: string }>();
    expect(body).toMatchObject({ success: false, error: LITTLE_HOTELIER_UNAVAILABLE });
    expect(body.errorId).toMatch(/^[0-9A-F-]{8}$/);
  });

  it("answers an empty list as no rooms", async () => {
    t.lh.mode = "empty";
    await expect(callerOf(t.app, RECEPTIONIST).rooms.admin.littleHotelier.rates({ start_date: "2027-05-01", end_date: "2027-05-01" })).resolves.toMatchObject({ rooms: [] });
  });

  describe("refuses bad input with 400 and asks Little Hotelier nothing", () => {
    it.each([
      ["no dates", "", { start_date: "Start date is required", end_date: "End date is required" }],
      ["a malformed start", "start_date=2027-3-1&end_date=2027-03-02", { start_date: DATE_INVALID }],
      ["an impossible end", "start_date=2027-03-01&end_date=2027-03-32", { end_date: DATE_INVALID }],
      ["an end before the start", "start_date=2027-03-02&end_date=2027-03-01", { end_date: END_BEFORE_START }],
      ["over 366 days", "start_date=2027-03-01&end_date=2028-03-02", { end_date: RANGE_TOO_LONG }],
    ])("%s", async (_label, query, fieldErrors) => {
      const response = await rates(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, error: ERROR_MESSAGES.VALIDATION_ERROR, fieldErrors });
      expect(t.lh.requests).toEqual([]);
    });

    it("through createCaller", async () => {
      const input = { start_date: "2027-03-01" } as unknown as LittleHotelierRatesQueryInput;
      await expect(fieldErrorsOfCall(callerOf(t.app, RECEPTIONIST).rooms.admin.littleHotelier.rates(input))).resolves.toEqual({ end_date: "End date is required" });
    });
  });
});

describe("GET /api/lh/rates without LH_CHANNEL_CODE", () => {
  const t = useTestApp({ LH_CHANNEL_CODE: "" });

  it("says 'Little Hotelier connection unavailable' instead of failing obscurely", async () => {
    const { cookie } = await createAdminSession(t.app);
    const response = await t.app.inject({ method: "GET", url: "/api/lh/rates?start_date=2027-03-01&end_date=2027-03-02", headers: { cookie } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ success: false, error: LITTLE_HOTELIER_UNAVAILABLE });
    await expect(callerOf(t.app, RECEPTIONIST).rooms.admin.littleHotelier.rates({ start_date: "2027-03-01", end_date: "2027-03-02" })).rejects.toMatchObject({
      code: "SERVICE_UNAVAILABLE",
      message: LITTLE_HOTELIER_UNAVAILABLE,
    });
  });
});
