import { describe, expect, it } from "vitest";
import { BOOKING_LINK_MESSAGE } from "../../../../src/server/services/rooms/booking-link.ts";
import { lookupRangeFor } from "../../../../src/server/services/rooms/calendar-days.ts";
import { setStaffPrice } from "../../../../src/server/services/rooms/room-prices.ts";
import { ERROR_MESSAGES } from "../../../../src/shared/api/error-catalogue.ts";
import { LIVE_RATES_UNAVAILABLE } from "../../../../src/shared/rooms/little-hotelier-messages.ts";
import { CHECK_OUT_NOT_AFTER_CHECK_IN } from "../../../../src/shared/addons/addon-fields.ts";
import { addDays, londonToday } from "../../../../src/shared/dates.ts";
import { DATE_INVALID } from "../../../../src/shared/validation/fields.ts";
import { ROOM_TYPE_INVALID } from "../../../../src/shared/rooms/room-type-field.ts";
import { NO_ROOM_SLEEPS_PARTY, STAY_DATES_NOT_PAIRED, ROOM_STAY_TOO_LONG, type RoomStayInput, tooManyGuestsMessage } from "../../../../src/shared/rooms/room-stay.ts";
import { type FakeRateDay } from "../../../fakes/little-hotelier.ts";
import { callerOf, fieldErrorsOfCall, serviceContextFor } from "../../helpers/app-caller.ts";
import { useAppWithLittleHotelier } from "../../helpers/use-app-with-little-hotelier.ts";

const ENGINE = "https://booking.example.com/properties/courtfield";

describe("POST /api/bookings/* (bookings.checkAvailability, calculatePrice, create)", () => {
  const t = useAppWithLittleHotelier({ BOOKING_ENGINE_URL: ENGINE });
  const today = londonToday();
  const checkIn = addDays(today, 10);
  const checkOut = addDays(today, 12);

  const post = (path: string, payload: object) => t.app.inject({ method: "POST", url: `/api/bookings/${path}`, payload });

  /** The double room's two plans with some days changed on both. */
  const doublesWith = (days: Record<string, Partial<FakeRateDay>>, onlyPlan?: number) => [
    {
      name: "Double Room",
      ratePlans: [
        { id: 201, name: "Best Available Rate", rate: 120, available: 6, ...(onlyPlan === undefined || onlyPlan === 201 ? { days } : {}) },
        { id: 202, name: "Non-Refundable", rate: 108.5, available: 6, ...(onlyPlan === undefined || onlyPlan === 202 ? { days } : {}) },
      ],
    },
  ];


  describe("check-availability", () => {
    it("finds the cheapest rate plan that sells every night", async () => {
      const response = await post("check-availability", { roomType: "double", checkIn, checkOut, adults: 2 });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        data: {
          available: true,
          roomType: "double",
          checkIn,
          checkOut,
          nights: 2,
          adults: 2,
          children: 0,
          roomsAvailable: 6,
          ratePlan: { id: "202", name: "Non-Refundable" },
          totalPrice: 217,
          currency: "GBP",
          reason: null,
          message: null,
        },
      });
    });

    it("skips a plan that stopped selling a night", async () => {
      t.lh.rooms = doublesWith({ [addDays(checkIn, 1)]: { stop_online_sell: true } }, 202);
      await expect(callerOf(t.app).rooms.bookings.checkAvailability({ roomType: "double", checkIn, checkOut })).resolves.toMatchObject({
        available: true,
        ratePlan: { id: "201" },
        totalPrice: 240,
      });
    });

    it.each([
      ["sold out", { [addDays(checkIn, 1)]: { available: 0 } }, "sold_out", ERROR_MESSAGES.UNAVAILABLE],
      ["a minimum stay", { [checkIn]: { min_stay: 3 } }, "min_stay", "A minimum stay of 3 nights applies from this check-in date."],
      ["a maximum stay", { [checkIn]: { max_stay: 1 } }, "max_stay", "A maximum stay of 1 night applies from this check-in date."],
      ["closed to arrival", { [checkIn]: { close_to_arrival: true } }, "closed_to_arrival", "Arrivals are not possible on this check-in date. Please choose another day."],
      ["closed to departure", { [checkOut]: { close_to_departure: true } }, "closed_to_departure", "Departures are not possible on this check-out date. Please choose another day."],
    ])("says why a stay cannot be booked: %s", async (_label, days, reason, message) => {
      t.lh.rooms = doublesWith(days);
      const response = await post("check-availability", { roomType: "double", checkIn, checkOut });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ success: true, data: { available: false, roomsAvailable: 0, ratePlan: null, totalPrice: null, reason, message } });
    });

    it("answers not available when Little Hotelier does not sell the type", async () => {
      t.lh.rooms = [];
      await expect(callerOf(t.app).rooms.bookings.checkAvailability({ roomType: "twin", checkIn, checkOut })).resolves.toMatchObject({
        available: false,
        reason: "no_rates",
        message: ERROR_MESSAGES.UNAVAILABLE,
      });
    });

    it("says live rates cannot be checked (503), in no staff words, when it cannot be reached", async () => {
      t.lh.mode = "error500";
      const response = await post("check-availability", { roomType: "double", checkIn, checkOut });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ success: false, error: LIVE_RATES_UNAVAILABLE });
      expect(response.body).not.toMatch(/dashboard|Little Hotelier/i);
    });
  });

  describe("calculate-price", () => {
    it("prices each night like the price call (staff price first) and adds them up", async () => {
      const stayOut = addDays(checkIn, 3);
      // The nights' months go in the rates cache first: a busy machine must not hit the lookup's 1 s wait.
      await t.app.roomRates.littleHotelier.get(lookupRangeFor({ start: checkIn, end: stayOut }));
      await setStaffPrice(serviceContextFor(t.app), { roomType: "double", date: addDays(checkIn, 1), ourPrice: 90 });
      const response = await post("calculate-price", { roomType: "double", checkIn, checkOut: stayOut });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        data: {
          roomType: "double",
          checkIn,
          checkOut: stayOut,
          nights: 3,
          currency: "GBP",
          nightly: [
            { date: checkIn, price: 108.5, source: "little_hotelier" },
            { date: addDays(checkIn, 1), price: 90, source: "staff" },
            { date: addDays(checkIn, 2), price: 108.5, source: "little_hotelier" },
          ],
          total: 307,
        },
      });
    });

    it("uses the static 'from' price while Little Hotelier is down", async () => {
      t.lh.mode = "malformed-json";
      await expect(callerOf(t.app).rooms.bookings.calculatePrice({ roomType: "standard_family", checkIn, checkOut })).resolves.toMatchObject({
        nightly: [{ price: 158, source: "static" }, { price: 158, source: "static" }],
        total: 316,
      });
    });
  });

  describe("create", () => {
    it("makes no booking and answers the external engine's deep link for the stay", async () => {
      const response = await post("create", { roomType: "twin", checkIn, checkOut });
      expect(response.statusCode).toBe(200);
      const data = response.json<{ data: { bookingUrl: string } }>().data;
      expect(data).toEqual({ bookingUrl: expect.any(String) as unknown, roomType: "twin", checkIn, checkOut, message: BOOKING_LINK_MESSAGE });
      const url = new URL(data.bookingUrl);
      expect(`${url.origin}${url.pathname}`).toBe(ENGINE);
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        currency: "GBP",
        "items[0][adults]": "1",
        "items[0][children]": "0",
        "items[0][infants]": "0",
        check_in_date: checkIn,
        check_out_date: checkOut,
      });
      expect(t.lh.requests).toEqual([]);
    });

    it("without a stay, links to the engine's start", async () => {
      const link = await callerOf(t.app).rooms.bookings.create({});
      expect(new URL(link.bookingUrl).searchParams.has("check_in_date")).toBe(false);
      expect(link).toMatchObject({ roomType: null, checkIn: null, checkOut: null });
    });

    it.each([
      [{ checkIn }, { checkOut: STAY_DATES_NOT_PAIRED }],
      [{ checkOut }, { checkIn: STAY_DATES_NOT_PAIRED }],
      [{ checkIn: checkOut, checkOut: checkIn }, { checkOut: CHECK_OUT_NOT_AFTER_CHECK_IN }],
      [{ roomType: "suite" }, { roomType: ROOM_TYPE_INVALID }],
      [{ checkIn: "2027-02-30", checkOut }, { checkIn: DATE_INVALID }],
      [{ adults: 2, children: 3 }, { children: NO_ROOM_SLEEPS_PARTY }],
      [{ adults: 3 }, { adults: NO_ROOM_SLEEPS_PARTY }],
      [{ adults: 1.5 }, { adults: "Number of adults must be a whole number" }],
    ])("refuses %o with 400", async (payload, fieldErrors) => {
      const response = await post("create", payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, error: ERROR_MESSAGES.VALIDATION_ERROR, fieldErrors });
    });

    it.each([
      { roomType: "double", adults: 3 },
      { roomType: "twin", adults: 2, children: 1 },
      { roomType: "single", adults: 0 },
      { roomType: "standard_family", adults: 1, children: 3 },
      { roomType: "deluxe_family", adults: 3, children: 1 },
      { roomType: "deluxe_family", adults: -1 },
    ])("judges the party %o exactly as calculate-price does", async (party) => {
      const [created, priced] = await Promise.all([post("create", { ...party, checkIn, checkOut }), post("calculate-price", { ...party, checkIn, checkOut })]);
      expect(created.statusCode).toBe(400);
      expect(created.json()).toEqual(priced.json());
    });

    it("carries a party that fits into the engine's link", async () => {
      const link = await callerOf(t.app).rooms.bookings.create({ roomType: "deluxe_family", checkIn, checkOut, adults: 2, children: 2 });
      expect(Object.fromEntries(new URL(link.bookingUrl).searchParams)).toMatchObject({ "items[0][adults]": "2", "items[0][children]": "2" });
    });
  });

  describe("refuse a bad stay with 400 and ask Little Hotelier nothing", () => {
    const yesterday = addDays(today, -1);
    const cases: [string, Record<string, unknown>, Record<string, string>][] = [
      ["an unknown room type", { roomType: "suite", checkIn, checkOut }, { roomType: ROOM_TYPE_INVALID }],
      ["no room type", { checkIn, checkOut }, { roomType: "Room type is required" }],
      ["a malformed check-in", { roomType: "double", checkIn: "next friday", checkOut }, { checkIn: DATE_INVALID }],
      ["an impossible check-out", { roomType: "double", checkIn, checkOut: "2027-04-31" }, { checkOut: DATE_INVALID }],
      ["a check-in in the past", { roomType: "double", checkIn: yesterday, checkOut }, { checkIn: "Check-in date cannot be in the past" }],
      ["check-out before check-in", { roomType: "double", checkIn: checkOut, checkOut: checkIn }, { checkOut: CHECK_OUT_NOT_AFTER_CHECK_IN }],
      ["check-out on the check-in day", { roomType: "double", checkIn, checkOut: checkIn }, { checkOut: CHECK_OUT_NOT_AFTER_CHECK_IN }],
      ["a stay over 365 nights", { roomType: "double", checkIn, checkOut: addDays(checkIn, 366) }, { checkOut: ROOM_STAY_TOO_LONG }],
      ["too many guests for the room", { roomType: "double", checkIn, checkOut, adults: 3 }, { adults: tooManyGuestsMessage("double") }],
      ["children in a single", { roomType: "single", checkIn, checkOut, children: 1 }, { children: tooManyGuestsMessage("single") }],
      ["a fractional guest count", { roomType: "double", checkIn, checkOut, adults: 1.5 }, { adults: "Number of adults must be a whole number" }],
    ];

    it.each(cases)("check-availability: %s", async (_label, payload, fieldErrors) => {
      const response = await post("check-availability", payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, error: ERROR_MESSAGES.VALIDATION_ERROR, fieldErrors });
      expect(t.lh.requests).toEqual([]);
    });

    it.each(cases)("calculate-price: %s", async (_label, payload, fieldErrors) => {
      await expect(fieldErrorsOfCall(callerOf(t.app).rooms.bookings.calculatePrice(payload as unknown as RoomStayInput))).resolves.toEqual(fieldErrors);
      expect(t.lh.requests).toEqual([]);
    });

    it("a body that is not JSON", async () => {
      const response = await t.app.inject({ method: "POST", url: "/api/bookings/check-availability", headers: { "content-type": "application/json" }, payload: "{roomType:" });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, error: ERROR_MESSAGES.MALFORMED_JSON });
    });
  });
});
