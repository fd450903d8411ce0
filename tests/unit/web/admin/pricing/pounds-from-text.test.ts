import { describe, expect, it } from "vitest";
import { priceEntryInputSchema, PRICE_INVALID } from "../../../../../src/shared/rooms/price-admin.ts";
import { poundsFromText } from "../../../../../src/web/features/admin/pricing/pounds-from-text.ts";

describe("a price typed in pounds", () => {
  it.each([
    ["139.50", 139.5],
    ["£1,234.50", 1234.5],
    [" 99 ", 99],
    ["", null],
    ["  ", null],
    ["abc", "abc"],
    ["-5", "-5"],
    ["1.2.3", "1.2.3"],
  ] as const)("%j → %j", (text, pounds) => {
    expect(poundsFromText(text)).toBe(pounds);
  });

  it("is refused with the shared schema's message when it is not a price with at most 2 decimals", () => {
    const entry = { roomType: "double", date: "2026-12-01", competitorPrices: [{ competitor: "A", price: poundsFromText("£12.345") }], ourPrice: poundsFromText("abc") };
    const result = priceEntryInputSchema.safeParse(entry);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["competitorPrices.0.price", PRICE_INVALID],
      ["ourPrice", PRICE_INVALID],
    ]);
  });
});
