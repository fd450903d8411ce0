import { describe, expect, it } from "vitest";
import { rooms } from "../../../../content/rooms.ts";
import { ROOM_NOT_AVAILABLE, ROOM_NOT_FOUND } from "../../../../src/server/services/rooms/room-catalogue.ts";
import { servedPhotoUrl } from "../../../../src/shared/media/photo-sources.ts";
import { callerOf, fieldErrorsOfCall } from "../../helpers/app-caller.ts";
import { useTestApp } from "../../helpers/use-test-app.ts";

describe("GET /api/rooms and /api/rooms/{id} (rooms.list, rooms.byId)", () => {
  const t = useTestApp();

  it("lists the 28 rooms guests can see, hidden rooms 10, 13, 17, 20 and 21 left out", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/rooms" });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ success: true; data: { number: number; slug: string; price: { from: number } }[] }>();
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(28);
    for (const hidden of [10, 13, 17, 20, 21]) expect(body.data.some((room) => room.number === hidden)).toBe(false);
    await expect(callerOf(t.app).rooms.catalogue.list()).resolves.toHaveLength(28);
  });

  it("serves a room as content/rooms.ts defines it, its images linked to the files the server serves", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/rooms/room-12" });
    expect(response.statusCode).toBe(200);
    const room = rooms[11]!;
    expect(response.json()).toEqual({ success: true, data: JSON.parse(JSON.stringify({ ...room, images: room.images.map(servedPhotoUrl) })) as unknown });
    expect(response.json<{ data: { images: string[] } }>().data.images[0]).toBe("/media/rooms/room-12-960.webp");
    expect(response.json()).toMatchObject({ data: { name: "Room 12", type: "double", bedType: "king", bathroom: "bath", floor: "ground" } });
  });

  it("finds a room by id, slug or number, ignoring case", async () => {
    for (const key of ["room-7", "ROOM-7", "7"]) {
      await expect(callerOf(t.app).rooms.catalogue.byId({ id: key })).resolves.toMatchObject({ id: "room-7", number: 7 });
    }
  });

  it.each([10, 13, 17, 20, 21])("answers 404 'This room is currently not available' for hidden room %i", async (roomNumber) => {
    const response = await t.app.inject({ method: "GET", url: `/api/rooms/room-${roomNumber}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: ROOM_NOT_AVAILABLE });
    await expect(callerOf(t.app).rooms.catalogue.byId({ id: String(roomNumber) })).rejects.toMatchObject({ code: "NOT_FOUND", message: ROOM_NOT_AVAILABLE });
  });

  it.each(["room-34", "room-0", "suite-1", "99", "room-12%3Cscript%3E"])("answers 404 'Room not found' for %s", async (id) => {
    const response = await t.app.inject({ method: "GET", url: `/api/rooms/${id}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: ROOM_NOT_FOUND });
  });

  it("answers a long id as an unknown room, a path segment past the router's limit as not found, and refuses a blank or absurd one", async () => {
    const long = await t.app.inject({ method: "GET", url: `/api/rooms/${"x".repeat(101)}` });
    expect(long.statusCode).toBe(404);
    expect(long.json()).toEqual({ success: false, error: ROOM_NOT_FOUND });
    const pastTheRouter = await t.app.inject({ method: "GET", url: `/api/rooms/${"x".repeat(601)}` });
    expect(pastTheRouter.statusCode).toBe(404);
    await expect(fieldErrorsOfCall(callerOf(t.app).rooms.catalogue.byId({ id: " " }))).resolves.toEqual({ id: "Please enter a valid id" });
    await expect(fieldErrorsOfCall(callerOf(t.app).rooms.catalogue.byId({ id: "x".repeat(1_001) }))).resolves.toEqual({ id: "Please enter a valid id" });
  });
});
