import { describe, expect, it } from "vitest";
import { AMENITY_ICONS, rooms, visibleRooms } from "../../../content/rooms.ts";
import { ROOM_OCCUPANCY, ROOM_TYPES, STATIC_FROM_PRICES } from "../../../src/shared/rooms/room-types.ts";

// The catalogue must follow the original site's rules (ADR 058) one by one; each test names the rule it checks.

const numbersWhere = (predicate: (room: (typeof rooms)[number]) => boolean) => rooms.filter(predicate).map((room) => room.number);

describe("content/rooms.ts", () => {
  it("has rooms 1 to 33 with id and slug 'room-{n}' and name 'Room {n}'", () => {
    expect(rooms.map((room) => room.number)).toEqual(Array.from({ length: 33 }, (_, index) => index + 1));
    for (const room of rooms) {
      expect(room).toMatchObject({ id: `room-${room.number}`, slug: `room-${room.number}`, name: `Room ${room.number}` });
    }
  });

  it.each([
    ["single", [2, 4, 6, 10, 13, 17, 20, 21, 25]],
    ["double", [1, 3, 7, 12, 22, 23, 24, 26, 28, 29, 33]],
    ["twin", [14, 15, 16, 19, 30, 31, 32]],
    ["standard_family", [5, 9, 11, 18]],
    ["deluxe_family", [8, 27]],
  ] as const)("types rooms by number: %s", (type, numbers) => {
    expect(numbersWhere((room) => room.type === type)).toEqual(numbers);
  });

  it("hides rooms 10, 13, 17, 20 and 21, leaving 28 to show", () => {
    expect(numbersWhere((room) => room.hidden)).toEqual([10, 13, 17, 20, 21]);
    expect(visibleRooms).toHaveLength(28);
  });

  it("gives room 12 the king bed and the other beds by type", () => {
    expect(numbersWhere((room) => room.bedType === "king")).toEqual([12]);
    for (const room of rooms.filter((candidate) => candidate.number !== 12)) {
      const expected = room.type === "standard_family" || room.type === "deluxe_family" ? "family" : room.type;
      expect(room.bedType, room.name).toBe(expected);
    }
  });

  it("puts baths in rooms 12, 16, 18 and 19 and showers elsewhere", () => {
    expect(numbersWhere((room) => room.bathroom === "bath")).toEqual([12, 16, 18, 19]);
  });

  it("puts rooms 1-8 and 21-33 on the first floor, the rest (12, 14-19 among them) on the ground floor", () => {
    expect(numbersWhere((room) => room.floor === "first")).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33]);
    expect(numbersWhere((room) => room.floor === "ground")).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it("gives garden views to 1-5 and 16-25, street views to 6-15, stained glass above 25", () => {
    expect(numbersWhere((room) => room.view === "Garden view")).toEqual([1, 2, 3, 4, 5, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25]);
    expect(numbersWhere((room) => room.view === "Street view")).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(numbersWhere((room) => room.view === "Stained glass window view")).toEqual([26, 27, 28, 29, 30, 31, 32, 33]);
  });

  it("has one room without an en-suite, room 2, and says so", () => {
    expect(numbersWhere((room) => !room.enSuite)).toEqual([2]);
    const roomTwo = rooms[1];
    expect(roomTwo?.description).toMatch(/without an en-suite/);
    expect(roomTwo?.amenities.some((amenity) => amenity.icon === "Toilet")).toBe(false);
  });

  it("counts 27 en-suite rooms among the 28 shown, plus the one without (the site's 27 + 1)", () => {
    expect(visibleRooms.filter((room) => room.enSuite)).toHaveLength(27);
  });

  it("uses the static 'from' price, currency and occupancy of each type, and welcomes pets everywhere", () => {
    for (const room of rooms) {
      expect(room.price).toEqual({ from: STATIC_FROM_PRICES[room.type], currency: "GBP" });
      expect(room.occupancy).toEqual(ROOM_OCCUPANCY[room.type]);
      expect(room.petFriendly).toBe(true);
    }
  });

  it("uses only the site's amenity icons, with the bed, bathroom and Wi-Fi first (the card shows three)", () => {
    for (const room of rooms) {
      for (const amenity of room.amenities) expect(AMENITY_ICONS).toContain(amenity.icon);
      expect(room.amenities[0]?.icon).toBe("Bed");
      expect(["Bath", "Shower"]).toContain(room.amenities[1]?.icon);
      expect(new Set(room.amenities.map((amenity) => amenity.name)).size).toBe(room.amenities.length);
    }
  });

  it("writes a description and short description for every room, mentioning its special features", () => {
    for (const room of rooms) {
      expect(room.description.length).toBeGreaterThan(150);
      expect(room.shortDescription.length).toBeGreaterThan(30);
      expect(room.images.length).toBeGreaterThan(0);
    }
    expect(rooms[11]?.description).toMatch(/king-size bed/);
    expect(rooms[11]?.features).toEqual(["King-size bed", "Full-size bath"]);
    expect(rooms[32]?.features).toContain("Original Victorian stained glass window");
  });

  it("gives each room a short description of what is particular to it: floor, view, bathroom and, for room 12, its king-size bed", () => {
    const viewWords = { "Garden view": "garden", "Street view": "street", "Stained glass window view": "stained glass" } as const;
    for (const room of rooms) {
      expect(room.shortDescription).toContain(`on the ${room.floor} floor`);
      expect(room.shortDescription).toContain(viewWords[room.view]);
      expect(room.shortDescription).toMatch(!room.enSuite ? /across the landing/ : room.bathroom === "bath" ? /full-size bath/ : /shower/);
      expect(room.shortDescription.includes("king-size")).toBe(room.bedType === "king");
    }
    expect(rooms[11]?.shortDescription).toBe(
      "A restful Victorian double with the house's one king-size bed, on the ground floor, looking onto the street, with a full-size bath in the en-suite.",
    );
    // Rooms of one type read differently wherever their floor, view or bathroom differ.
    const twins = rooms.filter((room) => room.type === "twin");
    expect(new Set(twins.map((room) => room.shortDescription)).size).toBe(new Set(twins.map((room) => `${room.floor}/${room.view}/${room.bathroom}`)).size);
  });

  it("covers every room type", () => {
    expect(new Set(rooms.map((room) => room.type))).toEqual(new Set(ROOM_TYPES));
  });
});
