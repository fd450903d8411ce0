import { describe, expect, it } from "vitest";
import { CHECK_OUT_NOT_AFTER_CHECK_IN } from "../../../../src/shared/addons/addon-fields.ts";
import { ROOM_STAY_TOO_LONG } from "../../../../src/shared/rooms/room-stay.ts";
import { roomSleeps } from "../../../../src/shared/rooms/room-types.ts";
import { createStaySearchSchema } from "../../../../src/shared/rooms/stay-search-request.ts";
import { DATE_INVALID } from "../../../../src/shared/validation/fields.ts";
import { fieldErrorsFor, parsedOf } from "../validation/parse-helpers.ts";

const TODAY = "2026-11-22";
const schema = createStaySearchSchema(TODAY);

describe("staySearchSchema (the public stay search)", () => {
  it("accepts a stay from today, with the party given", () => {
    expect(parsedOf(schema, { checkIn: TODAY, checkOut: "2026-11-24", adults: 2, children: 1 })).toEqual({ checkIn: TODAY, checkOut: "2026-11-24", adults: 2, children: 1 });
  });

  it.each([
    [{ checkIn: "", checkOut: "" }, { checkIn: "Check-in date is required", checkOut: "Check-out date is required" }],
    [{ checkIn: "2026-11-21", checkOut: "2026-11-23" }, { checkIn: "Check-in date cannot be in the past" }],
    [{ checkIn: "2027-11-23", checkOut: "2027-11-24" }, { checkIn: "Check-in date cannot be more than one year ahead" }],
    [{ checkIn: "2026-12-01", checkOut: "2026-12-01" }, { checkOut: CHECK_OUT_NOT_AFTER_CHECK_IN }],
    [{ checkIn: "2026-12-03", checkOut: "2026-12-01" }, { checkOut: CHECK_OUT_NOT_AFTER_CHECK_IN }],
    [{ checkIn: "2026-12-01", checkOut: "2027-12-02" }, { checkOut: ROOM_STAY_TOO_LONG }],
    [{ checkIn: "2026-12-01", checkOut: "2026-02-30" }, { checkOut: DATE_INVALID }],
    [{ checkIn: "2026-12-01", checkOut: "2026-12-02", adults: 0 }, { adults: "Number of adults must be at least 1" }],
    [{ checkIn: "2026-12-01", checkOut: "2026-12-02", children: -1 }, { children: "Number of children cannot be negative" }],
    [{ checkIn: "2026-12-01", checkOut: "2026-12-02", adults: 1.5 }, { adults: "Number of adults must be a whole number" }],
  ])("refuses %o", (input, errors) => {
    expect(fieldErrorsFor(schema, input)).toEqual(errors);
  });
});

describe("roomSleeps", () => {
  it.each([
    ["single", 1, 0, true],
    ["single", 2, 0, false],
    ["double", 2, 0, true],
    ["double", 1, 1, false],
    ["standard_family", 2, 1, true],
    ["standard_family", 1, 2, false],
    ["deluxe_family", 2, 2, true],
    ["deluxe_family", 3, 0, false],
  ] as const)("%s sleeps %i adults and %i children: %s", (roomType, adults, children, fits) => {
    expect(roomSleeps(roomType, { adults, children })).toBe(fits);
  });
});
