import { describe, expect, it } from "vitest";
import { bookingEngineUrl } from "../../../../src/shared/rooms/booking-link.ts";

describe("bookingEngineUrl", () => {
  it("asks the booking engine for pounds sterling, one adult, no children and no infants", () => {
    const url = new URL(bookingEngineUrl("https://booking.example.com/properties/hotel"));
    expect(url.origin + url.pathname).toBe("https://booking.example.com/properties/hotel");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      locale: "en",
      currency: "GBP",
      "items[0][adults]": "1",
      "items[0][children]": "0",
      "items[0][infants]": "0",
    });
  });

  it("adds the stay dates when known and keeps the base URL's own parameters", () => {
    const url = new URL(bookingEngineUrl("https://booking.example.com/p?channel=web", { checkIn: "2026-12-01", checkOut: "2026-12-03" }));
    expect(url.searchParams.get("channel")).toBe("web");
    expect(url.searchParams.get("check_in_date")).toBe("2026-12-01");
    expect(url.searchParams.get("check_out_date")).toBe("2026-12-03");
  });
});
