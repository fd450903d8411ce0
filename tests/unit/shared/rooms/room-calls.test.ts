import { describe, expect, it } from "vitest";
import { availabilityCalendarQuerySchema, littleHotelierRatesQuerySchema } from "../../../../src/shared/rooms/availability-requests.ts";
import { catalogueLookupSchema } from "../../../../src/shared/validation/catalogue-lookup.ts";
import { daysInRange, END_BEFORE_START, RANGE_TOO_LONG } from "../../../../src/shared/validation/date-range.ts";
import { DATE_INVALID } from "../../../../src/shared/validation/fields.ts";
import { inventorySyncRequestSchema } from "../../../../src/shared/rooms/inventory-sync-request.ts";
import { currentPriceQuerySchema } from "../../../../src/shared/rooms/price-requests.ts";
import { createBookingLinkRequestSchema, createRoomStaySchema, STAY_DATES_NOT_PAIRED, ROOM_STAY_TOO_LONG, tooManyGuestsMessage } from "../../../../src/shared/rooms/room-stay.ts";
import { ROOM_TYPE_INVALID, ROOM_TYPE_REQUIRED } from "../../../../src/shared/rooms/room-type-field.ts";
import { fieldErrorsFor, parsedOf } from "../validation/parse-helpers.ts";

const TODAY = "2026-11-22";

describe("currentPriceQuerySchema", () => {
  it("accepts a stored room type and a real date, trimmed", () => {
    expect(parsedOf(currentPriceQuerySchema, { roomType: "standard_family", date: " 2026-12-25 " })).toEqual({ roomType: "standard_family", date: "2026-12-25" });
  });

  it.each([
    [{ date: "2026-12-25" }, { roomType: ROOM_TYPE_REQUIRED }],
    [{ roomType: "", date: "2026-12-25" }, { roomType: ROOM_TYPE_REQUIRED }],
    [{ roomType: "Family", date: "2026-12-25" }, { roomType: ROOM_TYPE_INVALID }],
    [{ roomType: "double", date: "2026-12-32" }, { date: DATE_INVALID }],
    [{ roomType: "double", date: "2025-02-29" }, { date: DATE_INVALID }],
    [{ roomType: "double", date: "20261225" }, { date: DATE_INVALID }],
    [{ roomType: "double", date: 20261225 }, { date: "Date is required" }],
    [{ roomType: "double" }, { date: "Date is required" }],
  ])("refuses %o", (input, errors) => {
    expect(fieldErrorsFor(currentPriceQuerySchema, input)).toEqual(errors);
  });

  it("lists the valid room types in its message", () => {
    expect(ROOM_TYPE_INVALID).toBe("Please choose a valid room type: single, double, twin, standard_family or deluxe_family");
  });
});

describe("date ranges (calendar and Little Hotelier rates)", () => {
  it("counts both ends: a one-day range is one day, a leap year 366", () => {
    expect(daysInRange("2027-01-01", "2027-01-01")).toBe(1);
    expect(daysInRange("2028-01-01", "2028-12-31")).toBe(366);
  });

  it("accepts up to 366 days and refuses 367", () => {
    expect(fieldErrorsFor(availabilityCalendarQuerySchema, { roomType: "twin", startDate: "2027-01-01", endDate: "2028-01-01" })).toEqual({});
    expect(fieldErrorsFor(availabilityCalendarQuerySchema, { roomType: "twin", startDate: "2027-01-01", endDate: "2028-01-02" })).toEqual({ endDate: RANGE_TOO_LONG });
  });

  it("refuses an end before the start, on the end field, alongside other errors", () => {
    expect(fieldErrorsFor(availabilityCalendarQuerySchema, { roomType: "x", startDate: "2027-01-02", endDate: "2027-01-01" })).toEqual({
      roomType: ROOM_TYPE_INVALID,
      endDate: END_BEFORE_START,
    });
    expect(fieldErrorsFor(littleHotelierRatesQuerySchema, { start_date: "2027-01-02", end_date: "2027-01-01" })).toEqual({ end_date: END_BEFORE_START });
  });

  it("does not compare dates that are not real", () => {
    expect(fieldErrorsFor(littleHotelierRatesQuerySchema, { start_date: "2027-02-30", end_date: "2027-01-01" })).toEqual({ start_date: DATE_INVALID });
  });
});

describe("roomStaySchema (check-availability, calculate-price)", () => {
  const schema = createRoomStaySchema(TODAY);

  it("defaults to one adult and no children, and counts the nights", () => {
    expect(parsedOf(schema, { roomType: "twin", checkIn: "2026-11-22", checkOut: "2026-11-25" })).toEqual({
      roomType: "twin",
      checkIn: "2026-11-22",
      checkOut: "2026-11-25",
      adults: 1,
      children: 0,
      nights: 3,
    });
  });

  it("lets a family room take its children", () => {
    expect(fieldErrorsFor(schema, { roomType: "deluxe_family", checkIn: TODAY, checkOut: "2026-11-23", adults: 2, children: 2 })).toEqual({});
    expect(fieldErrorsFor(schema, { roomType: "standard_family", checkIn: TODAY, checkOut: "2026-11-23", adults: 2, children: 2 })).toEqual({
      children: tooManyGuestsMessage("standard_family"),
    });
    expect(tooManyGuestsMessage("standard_family")).toBe("A Family room sleeps at most 3 guests (2 adults and 1 child)");
    expect(tooManyGuestsMessage("single")).toBe("A Single room sleeps at most 1 guest");
  });

  it.each([
    [{ checkIn: "2026-11-21", checkOut: "2026-11-23" }, { checkIn: "Check-in date cannot be in the past" }],
    [{ checkIn: "2027-11-23", checkOut: "2027-11-24" }, { checkIn: "Check-in date cannot be more than one year ahead" }],
    [{ checkIn: "2026-11-23", checkOut: "2027-11-24" }, { checkOut: ROOM_STAY_TOO_LONG }],
    [{ checkIn: "2026-11-23", checkOut: "2026-11-23" }, { checkOut: "Check-out date must be after check-in date" }],
    [{ checkIn: "2026-11-23", checkOut: "soon" }, { checkOut: DATE_INVALID }],
    [{ checkIn: "2026-11-23", checkOut: "2026-11-24", adults: 0 }, { adults: "Number of adults must be at least 1" }],
    [{ checkIn: "2026-11-23", checkOut: "2026-11-24", children: -1 }, { children: "Number of children cannot be negative" }],
    [{ checkIn: "2026-11-23", checkOut: "2026-11-24", adults: "2" }, { adults: "Number of adults must be a whole number" }],
  ])("refuses %o", (stay, errors) => {
    expect(fieldErrorsFor(schema, { roomType: "double", ...stay })).toEqual(errors);
  });

  it("does not check guests against an unknown room type", () => {
    expect(fieldErrorsFor(schema, { roomType: "loft", checkIn: TODAY, checkOut: "2026-11-23", adults: 9 })).toEqual({ roomType: ROOM_TYPE_INVALID });
  });
});

describe("bookingLinkRequestSchema (create)", () => {
  const schema = createBookingLinkRequestSchema(TODAY);

  it("accepts nothing, a room type, or a whole stay, the party defaulting to the spec's one adult", () => {
    expect(parsedOf(schema, {})).toEqual({ adults: 1, children: 0 });
    expect(parsedOf(schema, { roomType: "double", checkIn: "2026-12-01", checkOut: "2026-12-03" })).toEqual({ roomType: "double", checkIn: "2026-12-01", checkOut: "2026-12-03", adults: 1, children: 0 });
  });

  it("wants both dates or neither", () => {
    expect(fieldErrorsFor(schema, { checkIn: "2026-12-01" })).toEqual({ checkOut: STAY_DATES_NOT_PAIRED });
  });
});

describe("catalogueLookupSchema and inventorySyncRequestSchema", () => {
  it("trims an id and refuses blank or absurd ones", () => {
    expect(parsedOf(catalogueLookupSchema, { id: " room-1 " })).toEqual({ id: "room-1" });
    expect(fieldErrorsFor(catalogueLookupSchema, { id: "" })).toEqual({ id: "Please enter a valid id" });
    expect(fieldErrorsFor(catalogueLookupSchema, {})).toEqual({ id: "Please enter a valid id" });
  });

  it("syncs every type without a body, or one type", () => {
    expect(parsedOf(inventorySyncRequestSchema, undefined)).toEqual({ roomType: undefined });
    expect(parsedOf(inventorySyncRequestSchema, { roomType: "twin" })).toEqual({ roomType: "twin" });
    expect(fieldErrorsFor(inventorySyncRequestSchema, { roomType: "attic" })).toEqual({ roomType: ROOM_TYPE_INVALID });
  });
});
