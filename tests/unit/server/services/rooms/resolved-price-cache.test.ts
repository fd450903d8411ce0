import { describe, expect, it } from "vitest";
import { ResolvedPriceCache } from "../../../../../src/server/services/rooms/resolved-price-cache.ts";

describe("ResolvedPriceCache", () => {
  it("keeps a price for a minute, less for a fallback, and forgets it when staff change it", () => {
    let clock = 0;
    const cache = new ResolvedPriceCache({ now: () => clock });
    cache.set("double", "2027-01-01", { pence: 12000, source: "little_hotelier" });
    cache.set("twin", "2027-01-01", { pence: 14100, source: "static" }, 10_000);
    clock = 9_999;
    expect(cache.get("twin", "2027-01-01")).toEqual({ pence: 14100, source: "static" });
    clock = 10_000;
    expect(cache.get("twin", "2027-01-01")).toBeUndefined();
    expect(cache.get("double", "2027-01-01")).toBeDefined();
    cache.invalidate("double", "2027-01-01");
    expect(cache.get("double", "2027-01-01")).toBeUndefined();
    cache.set("double", "2027-01-02", { pence: 1, source: "staff" });
    clock += 60_000;
    expect(cache.get("double", "2027-01-02")).toBeUndefined();
  });

  it("writes a night's answer once from its cached price and drops it with the price", () => {
    let clock = 0;
    let writes = 0;
    const write = (price: { pence: number }, roomType: string, date: string) => {
      writes += 1;
      return `${roomType} ${date} ${price.pence}`;
    };
    const cache = new ResolvedPriceCache({ now: () => clock });
    expect(cache.answerOf("double", "2027-01-01", write)).toBeUndefined();
    cache.set("double", "2027-01-01", { pence: 12000, source: "little_hotelier" });
    expect(cache.answerOf("double", "2027-01-01", write)).toBe("double 2027-01-01 12000");
    expect(cache.answerOf("double", "2027-01-01", write)).toBe("double 2027-01-01 12000");
    expect(writes).toBe(1);
    // Staff change the price: the answer goes with it, and the next one is written from the new price.
    cache.invalidate("double", "2027-01-01");
    expect(cache.answerOf("double", "2027-01-01", write)).toBeUndefined();
    cache.set("double", "2027-01-01", { pence: 9995, source: "staff" });
    expect(cache.answerOf("double", "2027-01-01", write)).toBe("double 2027-01-01 9995");
    cache.set("double", "2027-01-01", { pence: 9000, source: "staff" });
    expect(cache.answerOf("double", "2027-01-01", write)).toBe("double 2027-01-01 9000");
    expect(writes).toBe(3);
    // And when the price's minute is up.
    clock = 60_000;
    expect(cache.answerOf("double", "2027-01-01", write)).toBeUndefined();
  });

  it("holds at most maxEntries prices", () => {
    const cache = new ResolvedPriceCache({ maxEntries: 2 });
    cache.set("double", "2027-01-01", { pence: 1, source: "static" });
    cache.set("double", "2027-01-02", { pence: 2, source: "static" });
    cache.set("double", "2027-01-03", { pence: 3, source: "static" });
    expect(cache.get("double", "2027-01-01")).toBeUndefined();
    expect(cache.get("double", "2027-01-03")).toEqual({ pence: 3, source: "static" });
  });
});
