import { describe, expect, it } from "vitest";
import { directionsUrl, distanceKm, isValidCoordinates } from "../../../../src/shared/site/directions.ts";

const castle = { lat: 54.8972, lng: -2.942 };
const cathedral = { lat: 54.8947, lng: -2.9386 };

describe("directions links", () => {
  it("point Google Maps at the destination by coordinates", () => {
    expect(directionsUrl(castle)).toBe("https://www.google.com/maps/dir/?api=1&destination=54.8972,-2.942");
  });

  it("add a start point and a travel mode when asked", () => {
    const url = new URL(directionsUrl(castle, { origin: cathedral, travelMode: "walking" }));
    expect(url.searchParams.get("api")).toBe("1");
    expect(url.searchParams.get("destination")).toBe("54.8972,-2.942");
    expect(url.searchParams.get("origin")).toBe("54.8947,-2.9386");
    expect(url.searchParams.get("travelmode")).toBe("walking");
  });

  it.each([
    { lat: 91, lng: 0 },
    { lat: 0, lng: -181 },
    { lat: Number.NaN, lng: 0 },
  ])("refuse a position that is not on Earth: %o", (point) => {
    expect(isValidCoordinates(point)).toBe(false);
    expect(() => directionsUrl(point)).toThrow(RangeError);
  });
});

describe("distanceKm", () => {
  it("measures the castle to the cathedral as a few hundred metres", () => {
    const km = distanceKm(castle, cathedral);
    expect(km).toBeGreaterThan(0.2);
    expect(km).toBeLessThan(0.6);
  });

  it("measures Carlisle to Newcastle as about 80 km", () => {
    expect(distanceKm({ lat: 54.89, lng: -2.93 }, { lat: 54.9783, lng: -1.6178 })).toBeGreaterThan(80);
    expect(distanceKm({ lat: 54.89, lng: -2.93 }, { lat: 54.9783, lng: -1.6178 })).toBeLessThan(90);
  });
});
