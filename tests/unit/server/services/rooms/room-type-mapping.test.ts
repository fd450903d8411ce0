import { describe, expect, it } from "vitest";
import { createRoomTypeMatcher } from "../../../../../src/server/services/rooms/room-type-mapping.ts";

describe("mapping Little Hotelier room names to our room types", () => {
  const match = createRoomTypeMatcher({ "The Garden Suite": "deluxe_family", "Standard Double": "twin" });

  it.each([
    ["Single Room", "single"],
    ["Double Room", "double"],
    ["King Room - Room Only", "double"],
    ["Twin Room", "twin"],
    ["Family Room", "standard_family"],
    ["Deluxe Family Room", "deluxe_family"],
    ["Family Room (Deluxe)", "deluxe_family"],
    ["  deluxe   FAMILY  ", "deluxe_family"],
  ])("reads %j by its words as %s", (name, type) => {
    expect(match(name)).toBe(type);
  });

  it("lets LH_ROOM_TYPE_MAP win, ignoring case and spaces", () => {
    expect(match("the garden suite")).toBe("deluxe_family");
    expect(match(" Standard Double ")).toBe("twin");
  });

  it("leaves names that are none of our types unmapped", () => {
    expect(match("The Courtfield Hotel")).toBeUndefined();
    expect(match("Doubletree")).toBeUndefined();
  });
});
