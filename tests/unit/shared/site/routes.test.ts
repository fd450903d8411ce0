import { describe, expect, it } from "vitest";
import { findPublicRoute, PUBLIC_ROUTES, roomNumberFromSlug, roomSlug } from "../../../../src/shared/site/routes.ts";

describe("room slugs", () => {
  it.each([
    ["room-1", 1],
    ["room-12", 12],
    ["room-33", 33],
  ])("reads %s as room %i", (slug, room) => {
    expect(roomNumberFromSlug(slug)).toBe(room);
    expect(roomSlug(room)).toBe(slug);
  });

  it.each(["room-0", "room-34", "room-01", "room-12x", "Room-12", "12", "", undefined])("rejects %s", (slug) => {
    expect(roomNumberFromSlug(slug)).toBeUndefined();
  });
});

describe("the public routes", () => {
  it("give every page its own title and description", () => {
    expect(new Set(PUBLIC_ROUTES.map((r) => r.title)).size).toBe(PUBLIC_ROUTES.length);
    expect(new Set(PUBLIC_ROUTES.map((r) => r.description)).size).toBe(PUBLIC_ROUTES.length);
  });

  it("find a route with or without a trailing slash", () => {
    expect(findPublicRoute("/about/")?.path).toBe("/about");
    expect(findPublicRoute("/")?.path).toBe("/");
    expect(findPublicRoute("/nope")).toBeUndefined();
  });
});
