import { describe, expect, it } from "vitest";
import { eventVenues } from "../../../content/venues.ts";

describe("content/venues.ts", () => {
  it("has the wedding, conference and party venues at /events/weddings, /conferences and /private-parties", () => {
    expect(eventVenues.map((venue) => [venue.type, venue.slug])).toEqual([
      ["wedding", "weddings"],
      ["conference", "conferences"],
      ["party", "private-parties"],
    ]);
    expect(new Set(eventVenues.map((venue) => venue.id)).size).toBe(3);
  });

  it("seats 120 to 150 guests everywhere", () => {
    for (const venue of eventVenues) expect(venue.capacity).toEqual({ min: 120, max: 150 });
  });

  it("prices per person from £45 (wedding), £25 (conference) and £30 (party)", () => {
    expect(eventVenues.map((venue) => venue.price)).toEqual([
      { from: 45, currency: "GBP", per: "person" },
      { from: 25, currency: "GBP", per: "person" },
      { from: 30, currency: "GBP", per: "person" },
    ]);
  });

  it("offers Bronze 45, Silver 65 (popular), Gold 85 for weddings and Half Day 25, Full Day 45 (popular) for conferences", () => {
    const summary = (index: number) => eventVenues[index]?.packages.map((item) => [item.name, item.price, item.popular]);
    expect(summary(0)).toEqual([
      ["Bronze", 45, false],
      ["Silver", 65, true],
      ["Gold", 85, false],
    ]);
    expect(summary(1)).toEqual([
      ["Half Day", 25, false],
      ["Full Day", 45, true],
    ]);
  });

  it("has the 'from' price equal to the cheapest package", () => {
    for (const venue of eventVenues) expect(Math.min(...venue.packages.map((item) => item.price))).toBe(venue.price.from);
  });

  it("states the durations and the setup options", () => {
    expect(eventVenues.map((venue) => venue.duration)).toEqual(["Full day", "Half day or full day", "4-6 hours"]);
    expect(eventVenues.map((venue) => venue.setupOptions)).toEqual([
      ["Theatre", "Cabaret", "Banquet", "Cocktail reception", "Mixed seating"],
      ["Boardroom", "Theatre", "U-shape", "Cabaret", "Classroom"],
      ["Cocktail reception", "Seated dinner", "Buffet", "Mixed seating", "Dance floor"],
    ]);
  });

  it("gives every package a unique id", () => {
    const ids = eventVenues.flatMap((venue) => venue.packages.map((item) => item.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("marks a package most popular only where there is a choice of packages", () => {
    for (const venue of eventVenues) {
      const popular = venue.packages.filter((item) => item.popular);
      expect(popular.length, venue.name).toBe(venue.packages.length > 1 ? 1 : 0);
    }
  });
});
