import { describe, expect, it } from "vitest";
import { parseRatesResponse } from "../../../../src/server/integrations/little-hotelier-response.ts";

const day = (overrides: Record<string, unknown> = {}) => ({
  date: "2027-01-01",
  rate: 120,
  available: 3,
  min_stay: 2,
  max_stay: 7,
  stop_online_sell: false,
  close_to_arrival: false,
  close_to_departure: true,
  ...overrides,
});

describe("parseRatesResponse: garbage in, never a crash", () => {
  it("reads the documented JSON", () => {
    const parsed = parseRatesResponse([{ name: "Double Room", rate_plans: [{ id: 7, name: "BAR", rate_plan_dates: [day()] }] }]);
    expect(parsed).toEqual({
      dropped: 0,
      rooms: [{ name: "Double Room", ratePlans: [{ id: "7", name: "BAR", dates: [{ ...day(), min_stay: 2, max_stay: 7 }] }] }],
    });
  });

  it("reads numbers sent as strings and missing flags as false, min_stay 0 as none", () => {
    const parsed = parseRatesResponse([
      { name: "Twin", rate_plans: [{ id: "a1", name: "BAR", rate_plan_dates: [{ date: "2027-01-01", rate: "99.50", available: "2", min_stay: 0, max_stay: null }] }] },
    ]);
    expect(parsed?.rooms[0]?.ratePlans[0]?.dates[0]).toEqual({
      date: "2027-01-01",
      rate: 99.5,
      available: 2,
      min_stay: null,
      max_stay: null,
      stop_online_sell: false,
      close_to_arrival: false,
      close_to_departure: false,
    });
  });

  it("drops and counts entries that do not fit, keeping the rest", () => {
    const parsed = parseRatesResponse([
      {
        name: "Double Room",
        rate_plans: [
          { id: 1, name: "BAR", rate_plan_dates: [day(), day({ date: "2027-02-30" }), day({ rate: -5 }), day({ available: 1.5 }), "junk"] },
          { id: null, name: "broken plan", rate_plan_dates: [] },
        ],
      },
      { rate_plans: [] },
      42,
    ]);
    expect(parsed?.dropped).toBe(7);
    expect(parsed?.rooms).toHaveLength(1);
    expect(parsed?.rooms[0]?.ratePlans[0]?.dates).toHaveLength(1);
  });

  it.each([null, {}, "[]", 42, { rooms: [] }])("refuses a body that is not a list: %o", (body) => {
    expect(parseRatesResponse(body)).toBeUndefined();
  });

  it("refuses a list of which nothing fits, but takes an empty list as no rooms", () => {
    expect(parseRatesResponse([1, "two", { name: 3 }])).toBeUndefined();
    expect(parseRatesResponse([])).toEqual({ rooms: [], dropped: 0 });
  });
});
