import { describe, expect, it } from "vitest";
import { lookupRangeFor } from "../../../../src/server/services/rooms/calendar-days.ts";
import { setStaffPrice } from "../../../../src/server/services/rooms/room-prices.ts";
import { ERROR_MESSAGES } from "../../../../src/shared/api/error-catalogue.ts";
import { STATIC_FROM_PRICES } from "../../../../src/shared/rooms/room-types.ts";
import { addDays, londonToday } from "../../../../src/shared/dates.ts";
import { DATE_INVALID } from "../../../../src/shared/validation/fields.ts";
import { ROOM_TYPE_INVALID, ROOM_TYPE_REQUIRED } from "../../../../src/shared/rooms/room-type-field.ts";
import type { CurrentPriceQueryInput } from "../../../../src/shared/rooms/price-requests.ts";
import { callerOf, fieldErrorsOfCall, serviceContextFor } from "../../helpers/app-caller.ts";
import { useTestApp } from "../../helpers/use-test-app.ts";
import { useAppWithLittleHotelier } from "../../helpers/use-app-with-little-hotelier.ts";

describe("GET /api/prices/current (prices.current)", () => {
  const t = useAppWithLittleHotelier();
  const today = londonToday();
  const tomorrow = addDays(today, 1);

  const getPrice = (query: string) => t.app.inject({ method: "GET", url: `/api/prices/current?${query}` });
  /** Puts the nights' months in the rates cache first: a busy machine must not hit the lookup's 1 s wait. */
  const warmRates = async (...days: string[]) => {
    for (const day of days) await t.app.roomRates.littleHotelier.get(lookupRangeFor({ start: day, end: day }));
  };


  it("answers Little Hotelier's lowest rate for the night when staff set no price", async () => {
    await warmRates(today);
    await expect(callerOf(t.app).rooms.prices.current({ roomType: "double", date: today })).resolves.toEqual({
      roomType: "double",
      date: today,
      ourPrice: 108.5,
      currency: "GBP",
      source: "little_hotelier",
    });
    const response = await getPrice(`roomType=twin&date=${today}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { roomType: "twin", date: today, ourPrice: 125, currency: "GBP", source: "little_hotelier" } });
  });

  it("prefers the price staff set for that day, at once after they set it", async () => {
    await warmRates(today, tomorrow);
    await callerOf(t.app).rooms.prices.current({ roomType: "double", date: tomorrow });
    await setStaffPrice(serviceContextFor(t.app), { roomType: "double", date: tomorrow, ourPrice: 99.95, competitorPrices: { "Booking.com": 119, Expedia: 121.5 } });
    const response = await getPrice(`roomType=double&date=${tomorrow}`);
    expect(response.json()).toMatchObject({ success: true, data: { ourPrice: 99.95, source: "staff" } });
    // Other nights and types keep Little Hotelier's rate.
    await expect(callerOf(t.app).rooms.prices.current({ roomType: "double", date: today })).resolves.toMatchObject({ ourPrice: 108.5 });
    await expect(callerOf(t.app).rooms.prices.current({ roomType: "single", date: tomorrow })).resolves.toMatchObject({ ourPrice: 95 });

    const competitors = await t.db.prisma.competitorPrice.findMany({ select: { competitor: true, pricePence: true }, orderBy: { competitor: "asc" } });
    expect(competitors).toEqual([
      { competitor: "Booking.com", pricePence: 11900 },
      { competitor: "Expedia", pricePence: 12150 },
    ]);

    await setStaffPrice(serviceContextFor(t.app), { roomType: "double", date: tomorrow, ourPrice: null });
    await expect(callerOf(t.app).rooms.prices.current({ roomType: "double", date: tomorrow })).resolves.toMatchObject({ ourPrice: 108.5, source: "little_hotelier" });
  });

  it("asks Little Hotelier once per month of nights, not once per lookup", async () => {
    for (let index = 0; index < 3; index += 1) await callerOf(t.app).rooms.prices.current({ roomType: "double", date: today });
    await callerOf(t.app).rooms.prices.current({ roomType: "twin", date: today });
    expect(t.lh.requests).toHaveLength(1);
    expect(t.lh.requests[0]?.startDate).toBe(`${today.slice(0, 7)}-01`);
  });

  it("does not ask Little Hotelier about nights it does not sell (over a year ahead)", async () => {
    await expect(callerOf(t.app).rooms.prices.current({ roomType: "twin", date: addDays(today, 400) })).resolves.toMatchObject({ ourPrice: STATIC_FROM_PRICES.twin, source: "static" });
    expect(t.lh.requests).toEqual([]);
  });

  it("falls back to the static 'from' price while Little Hotelier fails", async () => {
    t.lh.mode = "error500";
    const response = await getPrice(`roomType=deluxe_family&date=${today}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { roomType: "deluxe_family", date: today, ourPrice: STATIC_FROM_PRICES.deluxe_family, currency: "GBP", source: "static" } });
  });

  it("falls back to the static price when Little Hotelier does not sell the type", async () => {
    t.lh.rooms = [{ name: "Double Room", ratePlans: [{ id: 201, name: "Best Available Rate", rate: 120, available: 6 }] }];
    await expect(callerOf(t.app).rooms.prices.current({ roomType: "standard_family", date: today })).resolves.toMatchObject({ ourPrice: 158, source: "static" });
  });

  it("answers a night already in memory from its snapshot, the same answer the procedure gives, and a staff change at once", async () => {
    await warmRates(today, tomorrow);
    const first = await getPrice(`roomType=double&date=${tomorrow}`);
    const again = await getPrice(`roomType=double&date=${tomorrow}`);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers["content-type"]).toBe(first.headers["content-type"]);
    expect(again.body).toBe(t.app.roomRates.prices.answerOf("double", tomorrow, () => "not written yet"));
    expect(JSON.parse(again.body)).toEqual({ success: true, data: await callerOf(t.app).rooms.prices.current({ roomType: "double", date: tomorrow }) });

    await setStaffPrice(serviceContextFor(t.app), { roomType: "double", date: tomorrow, ourPrice: 99.95 });
    const changed = await getPrice(`roomType=double&date=${tomorrow}`);
    expect(changed.json()).toEqual({ success: true, data: { roomType: "double", date: tomorrow, ourPrice: 99.95, currency: "GBP", source: "staff" } });
    expect((await getPrice(`roomType=double&date=${tomorrow}`)).body).toBe(changed.body);
  });

  it("takes from memory only what the schema takes as it is: other queries for a night in memory get the procedure's answer", async () => {
    await warmRates(today);
    const answer: unknown = (await getPrice(`roomType=double&date=${today}`)).json();
    expect((await getPrice(`roomType=double&date=${today}&other=1`)).json()).toEqual(answer);
    expect((await getPrice(`roomType=double&date=%20${today}%20`)).json()).toEqual(answer);
    const repeated = await getPrice(`roomType=double&roomType=double&date=${today}`);
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json()).toEqual({ success: false, error: ERROR_MESSAGES.VALIDATION_ERROR, fieldErrors: { roomType: ROOM_TYPE_INVALID } });
    // A night kept from yesterday (London's midnight passed within its minute) is in the past now.
    const yesterday = addDays(today, -1);
    t.app.roomRates.prices.set("double", yesterday, { pence: 10_000, source: "staff" });
    const past = await getPrice(`roomType=double&date=${yesterday}`);
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({ success: false, error: ERROR_MESSAGES.VALIDATION_ERROR, fieldErrors: { date: "Date cannot be in the past" } });
  });

  it("does no staff session work: a staff cookie on the call is neither looked up nor cleared", async () => {
    await warmRates(today, tomorrow);
    await getPrice(`roomType=double&date=${today}`);
    // Tonight is in memory by now; tomorrow goes through the procedure.
    for (const date of [today, tomorrow]) {
      const response = await t.app.inject({ method: "GET", url: `/api/prices/current?roomType=double&date=${date}`, headers: { cookie: "hotel_session=forged" } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ success: true, data: { roomType: "double", date } });
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
  });

  describe("refuses bad input with 400, a clear message per field, and no change", () => {
    it.each([
      ["no room type", `date=${today}`, { roomType: ROOM_TYPE_REQUIRED }],
      ["an unknown room type", `roomType=suite&date=${today}`, { roomType: ROOM_TYPE_INVALID }],
      ["a repeated room type", `roomType=double&roomType=twin&date=${today}`, { roomType: ROOM_TYPE_INVALID }],
      ["no date", "roomType=double", { date: "Date is required" }],
      ["a malformed date", "roomType=double&date=22/11/2026", { date: DATE_INVALID }],
      ["an impossible date", "roomType=double&date=2026-02-30", { date: DATE_INVALID }],
      ["a month 13", "roomType=double&date=2026-13-01", { date: DATE_INVALID }],
      ["yesterday", `roomType=double&date=${addDays(today, -1)}`, { date: "Date cannot be in the past" }],
      ["a night long gone", "roomType=double&date=2020-01-01", { date: "Date cannot be in the past" }],
    ])("%s", async (_label, query, fieldErrors) => {
      const response = await getPrice(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, error: ERROR_MESSAGES.VALIDATION_ERROR, fieldErrors });
      expect(t.lh.requests).toHaveLength(0);
      expect(await t.db.prisma.roomPrice.count()).toBe(0);
    });

    it("through createCaller as a BAD_REQUEST with the same field messages", async () => {
      const input = { roomType: "suite", date: "2026-02-30" } as unknown as CurrentPriceQueryInput;
      await expect(fieldErrorsOfCall(callerOf(t.app).rooms.prices.current(input))).resolves.toEqual({ roomType: ROOM_TYPE_INVALID, date: DATE_INVALID });
    });
  });
});

describe("GET /api/prices/current without LH_CHANNEL_CODE", () => {
  const t = useTestApp({ LH_CHANNEL_CODE: "" });

  it("answers the static 'from' price of each type", async () => {
    for (const [roomType, price] of Object.entries(STATIC_FROM_PRICES)) {
      const response = await t.app.inject({ method: "GET", url: `/api/prices/current?roomType=${roomType}&date=${londonToday()}` });
      expect(response.json()).toMatchObject({ success: true, data: { ourPrice: price, source: "static" } });
    }
  });
});
