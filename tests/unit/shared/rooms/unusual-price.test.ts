import { describe, expect, it } from "vitest";
import { unusualPriceQuestion } from "../../../../src/shared/rooms/price-admin.ts";
import { STATIC_FROM_PRICES } from "../../../../src/shared/rooms/room-types.ts";

describe("unusualPriceQuestion (ADR 102)", () => {
  it("asks about £1,200 a night for a double, with the usual price beside it", () => {
    expect(unusualPriceQuestion("double", 1200)).toBe("£1,200 a night is more than twice the Double room's usual £132. Check it, or press Save again to keep it.");
  });

  it("asks about a price under half the usual one, pence shown", () => {
    expect(unusualPriceQuestion("deluxe_family", 12.5)).toBe("£12.50 a night is less than half the Deluxe Family room's usual £185. Check it, or press Save again to keep it.");
  });

  it("lets every price from half to twice the usual one through, both ends included", () => {
    const usual = STATIC_FROM_PRICES.twin;
    for (const pounds of [usual / 2, usual * 0.8, usual, usual * 1.5, usual * 2]) expect(unusualPriceQuestion("twin", pounds)).toBeNull();
    expect(unusualPriceQuestion("twin", usual * 2 + 0.01)).not.toBeNull();
    expect(unusualPriceQuestion("twin", usual / 2 - 0.01)).not.toBeNull();
  });
});
