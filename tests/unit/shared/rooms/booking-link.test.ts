import { describe, expect, it } from "vitest";
import { bookingEngineForm } from "../../../../src/shared/rooms/booking-engine-form.ts";
import { BOOKING_ENGINE_FIELDS, bookingEngineUrl } from "../../../../src/shared/rooms/booking-link.ts";

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

describe("bookingEngineUrl with the guest's party", () => {
  it("carries the adults and children chosen", () => {
    const url = new URL(bookingEngineUrl("https://booking.example.com/p", { checkIn: "2026-12-01", checkOut: "2026-12-03", adults: 2, children: 1 }));
    expect(url.searchParams.get("items[0][adults]")).toBe("2");
    expect(url.searchParams.get("items[0][children]")).toBe("1");
    expect(url.searchParams.get("items[0][infants]")).toBe("0");
  });
});

describe("bookingEngineForm (the stay search without JavaScript)", () => {
  /** What a browser does with a GET form: the action's query is replaced by the form's fields. */
  function submitted(base: string, chosen: Record<string, string>): URL {
    const form = bookingEngineForm(base);
    const url = new URL(form.action);
    url.search = new URLSearchParams([...form.hidden, ...Object.entries(chosen)].map(([name, value]) => [name, value])).toString();
    return url;
  }

  it.each(["https://booking.example.com/properties/hotel", "https://booking.example.com/p?channel=web&locale=fr#top"])(
    "opens the same stay as the Book link would, from %s",
    (base) => {
      const stay = { checkIn: "2027-03-12", checkOut: "2027-03-14", adults: 2, children: 1 };
      const url = submitted(base, {
        [BOOKING_ENGINE_FIELDS.checkIn]: stay.checkIn,
        [BOOKING_ENGINE_FIELDS.checkOut]: stay.checkOut,
        [BOOKING_ENGINE_FIELDS.adults]: "2",
        [BOOKING_ENGINE_FIELDS.children]: "1",
      });
      const link = new URL(bookingEngineUrl(base, stay));
      expect(url.origin + url.pathname).toBe(link.origin + link.pathname);
      expect(Object.fromEntries(url.searchParams)).toEqual(Object.fromEntries(link.searchParams));
    },
  );

  it("leaves the engine's own query off the action and names each preset once", () => {
    const form = bookingEngineForm("https://booking.example.com/p?channel=web&currency=EUR");
    expect(form.action).toBe("https://booking.example.com/p");
    expect(form.hidden).toEqual([
      ["channel", "web"],
      ["locale", "en"],
      ["currency", "GBP"],
      ["items[0][infants]", "0"],
    ]);
  });
});
