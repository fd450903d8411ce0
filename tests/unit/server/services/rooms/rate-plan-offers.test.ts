import { describe, expect, it } from "vitest";
import type { LhRatePlanDate, LhRoom } from "../../../../../src/server/integrations/little-hotelier.ts";
import { evaluateStay, lowestRatePence, nightAvailability, offersByRoomType } from "../../../../../src/server/services/rooms/rate-plan-offers.ts";
import { createRoomTypeMatcher } from "../../../../../src/server/services/rooms/room-type-mapping.ts";

const match = createRoomTypeMatcher();

function day(date: string, overrides: Partial<LhRatePlanDate> = {}): LhRatePlanDate {
  return { date, rate: 100, available: 2, min_stay: null, max_stay: null, stop_online_sell: false, close_to_arrival: false, close_to_departure: false, ...overrides };
}

const days = (overrides: Record<string, Partial<LhRatePlanDate>> = {}, rate = 100) =>
  ["2027-01-01", "2027-01-02", "2027-01-03"].map((date) => day(date, { rate, ...overrides[date] }));

describe("Little Hotelier rate plans per room type", () => {
  it("takes the plans of a room whose name maps, else maps each plan by its own name", () => {
    const rooms: LhRoom[] = [
      { name: "Double Room", ratePlans: [{ id: "1", name: "Flexible", dates: [] }, { id: "2", name: "Saver", dates: [] }] },
      { name: "The Courtfield Hotel", ratePlans: [{ id: "3", name: "Twin Room - Flexible", dates: [] }, { id: "4", name: "Parking", dates: [] }] },
    ];
    const offers = offersByRoomType(rooms, match);
    expect(offers.get("double")?.map((plan) => plan.planId)).toEqual(["1", "2"]);
    expect(offers.get("twin")?.map((plan) => plan.planId)).toEqual(["3"]);
    expect([...offers.keys()]).toEqual(["double", "twin"]);
    expect(offersByRoomType(rooms, match)).toBe(offers);
  });

  it("prices a night at the lowest rate still on sale, else the lowest published", () => {
    const rooms: LhRoom[] = [
      {
        name: "Double",
        ratePlans: [
          { id: "1", name: "Flexible", dates: days({}, 120) },
          { id: "2", name: "Saver", dates: days({ "2027-01-02": { stop_online_sell: true } }, 99.99) },
        ],
      },
    ];
    const plans = offersByRoomType(rooms, match).get("double") ?? [];
    expect(lowestRatePence(plans, "2027-01-01")).toBe(9999);
    expect(lowestRatePence(plans, "2027-01-02")).toBe(12000);
    expect(lowestRatePence(plans, "2027-02-01")).toBeUndefined();
  });

  it("counts the rooms left as the most any plan sells (plans share the rooms)", () => {
    const rooms: LhRoom[] = [
      { name: "Twin", ratePlans: [{ id: "1", name: "A", dates: days({ "2027-01-01": { available: 3 } }) }, { id: "2", name: "B", dates: days({ "2027-01-01": { available: 5, stop_online_sell: true } }) }] },
    ];
    const plans = offersByRoomType(rooms, match).get("twin") ?? [];
    expect(nightAvailability(plans, "2027-01-01")).toEqual({ availableRooms: 5, stopSell: false });
    expect(nightAvailability(plans, "2031-01-01")).toEqual({ availableRooms: null, stopSell: false });
  });

  describe("evaluateStay", () => {
    const plansWith = (...dateSets: LhRatePlanDate[][]) =>
      offersByRoomType([{ name: "Single", ratePlans: dateSets.map((dates, index) => ({ id: String(index + 1), name: `Plan ${index + 1}`, dates })) }], match).get("single") ?? [];

    it("picks the cheapest plan that sells every night and reports the fewest rooms left", () => {
      const result = evaluateStay(plansWith(days({}, 100), days({ "2027-01-02": { available: 1 } }, 90)), "2027-01-01", 2);
      expect(result).toMatchObject({ available: true, totalPence: 18000, nightlyPence: [9000, 9000], roomsAvailable: 1 });
    });

    it("ignores the departure day's own availability but honours its close-to-departure", () => {
      expect(evaluateStay(plansWith(days({ "2027-01-03": { available: 0 } })), "2027-01-01", 2)).toMatchObject({ available: true });
      expect(evaluateStay(plansWith(days({ "2027-01-03": { close_to_departure: true } })), "2027-01-01", 2)).toEqual({ available: false, reason: "closed_to_departure" });
    });

    it("prefers a restriction the guest can act on over 'sold out'", () => {
      const result = evaluateStay(plansWith(days({ "2027-01-01": { available: 0 } }), days({ "2027-01-01": { min_stay: 3 } })), "2027-01-01", 2);
      expect(result).toEqual({ available: false, reason: "min_stay", minStay: 3 });
    });

    it("says no_rates when a night is missing and when there are no plans", () => {
      expect(evaluateStay(plansWith(days()), "2027-01-02", 3)).toEqual({ available: false, reason: "no_rates" });
      expect(evaluateStay([], "2027-01-01", 1)).toEqual({ available: false, reason: "no_rates" });
    });
  });
});
