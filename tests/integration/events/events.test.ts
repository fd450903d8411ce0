import { describe, expect, it } from "vitest";
import { eventVenues } from "../../../content/venues.ts";
import { EVENT_NOT_FOUND, storeEventVenues } from "../../../src/server/services/events/event-venues.ts";
import { servedPhotoUrl } from "../../../src/shared/media/photo-sources.ts";
import { callerOf, fieldErrorsOfCall } from "../helpers/app-caller.ts";
import { useTestApp } from "../helpers/use-test-app.ts";

describe("GET /api/events and /api/events/{id} (events.list, events.byId)", () => {
  const t = useTestApp();

  it("serves the three venues of content/venues.ts, copied into the database on first use", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/events" });
    expect(response.statusCode).toBe(200);
    const served = eventVenues.map((venue) => ({ ...venue, images: venue.images.map(servedPhotoUrl) }));
    expect(response.json()).toEqual({ success: true, data: JSON.parse(JSON.stringify(served)) as unknown });
    expect(response.json<{ data: { images: string[] }[] }>().data[0]?.images[0]).toBe("/media/events/weddings-hero-960.webp");
    expect(await t.db.prisma.eventVenue.count()).toBe(3);
    expect(await t.db.prisma.eventPackage.count()).toBe(6);
  });

  it("keeps the packages' prices, order and popular flags", async () => {
    const weddings = await callerOf(t.app).events.byId({ id: "weddings" });
    expect(weddings.packages.map((item) => [item.name, item.price, item.popular])).toEqual([
      ["Bronze", 45, false],
      ["Silver", 65, true],
      ["Gold", 85, false],
    ]);
    expect(weddings).toMatchObject({ capacity: { min: 120, max: 150 }, duration: "Full day", price: { from: 45, currency: "GBP", per: "person" } });
  });

  it.each([
    ["wedding", "weddings"],
    ["conferences", "conferences"],
    ["PARTY", "private-parties"],
    ["private-parties", "private-parties"],
  ])("finds %s by id or slug", async (key, slug) => {
    const response = await t.app.inject({ method: "GET", url: `/api/events/${key}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { slug } });
  });

  it("answers 404 'Event not found' for an unknown venue", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/events/bar-mitzvah" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: EVENT_NOT_FOUND });
    await expect(callerOf(t.app).events.byId({ id: "nope" })).rejects.toMatchObject({ code: "NOT_FOUND", message: EVENT_NOT_FOUND });
  });

  it("refuses a blank id with 400", async () => {
    await expect(fieldErrorsOfCall(callerOf(t.app).events.byId({ id: "  " }))).resolves.toEqual({ id: "Please enter a valid id" });
  });

  it("follows content edits: changed, added and removed venues and packages", async () => {
    const [wedding, conference] = eventVenues;
    if (!wedding || !conference) throw new Error("content/venues.ts lost its venues");
    await storeEventVenues(t.db.prisma, [{ ...wedding, name: "Weddings at the Courtfield", packages: wedding.packages.slice(0, 1) }, conference]);
    const venues = await callerOf(t.app).events.list();
    expect(venues.map((venue) => venue.name)).toEqual(["Weddings at the Courtfield", "Conferences & Meetings"]);
    expect(venues[0]?.packages.map((item) => item.id)).toEqual(["wedding-bronze"]);
    await storeEventVenues(t.db.prisma);
    await expect(callerOf(t.app).events.list()).resolves.toHaveLength(3);
  });
});
