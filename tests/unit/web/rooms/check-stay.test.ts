import { afterEach, describe, expect, it, vi } from "vitest";
import { ERROR_MESSAGES } from "../../../../src/shared/api/error-catalogue.ts";
import { addDays, londonToday } from "../../../../src/shared/dates.ts";
import { ROOM_TYPES, type RoomType } from "../../../../src/shared/rooms/room-types.ts";
import { checkStay } from "../../../../src/web/features/rooms/check-stay.ts";

const ENGINE = "https://booking.example.com/p";
const checkIn = addDays(londonToday(), 20);
const checkOut = addDays(checkIn, 2);

type Reply = { status: number; body: unknown };
const available = (roomType: RoomType, totalPrice: number, roomsAvailable = 4): Reply => ({
  status: 200,
  body: { success: true, data: { available: true, roomType, totalPrice, roomsAvailable, message: null } },
});
const soldOut = (roomType: RoomType): Reply => ({ status: 200, body: { success: true, data: { available: false, roomType, totalPrice: null, roomsAvailable: 0, reason: "sold_out", message: ERROR_MESSAGES.UNAVAILABLE } } });
const minStay = (roomType: RoomType): Reply => ({ status: 200, body: { success: true, data: { available: false, roomType, totalPrice: null, roomsAvailable: 0, reason: "min_stay", message: "A minimum stay of 3 nights applies from this check-in date." } } });
const down: Reply = { status: 503, body: { success: false, error: "Little Hotelier connection unavailable. Inventory managed in LH dashboard." } };

/** Answers POST /api/bookings/check-availability per room type and records what was asked. */
function fakeSite(reply: (roomType: RoomType) => Reply) {
  const asked: Array<Record<string, unknown>> = [];
  vi.stubGlobal("fetch", (path: string, init: RequestInit) => {
    expect(path).toBe("/api/bookings/check-availability");
    const body = JSON.parse(init.body as string) as Record<string, unknown>;
    asked.push(body);
    const { status, body: answer } = reply(body.roomType as RoomType);
    return Promise.resolve(new Response(JSON.stringify(answer), { status, headers: { "content-type": "application/json" } }));
  });
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("checkStay", () => {
  it("asks only about the types that sleep the party, and links Book to the engine with the dates and guests", async () => {
    const asked = fakeSite((roomType) => (roomType === "deluxe_family" ? soldOut(roomType) : available(roomType, 316, 1)));
    const outcome = await checkStay({ checkIn, checkOut, adults: 2, children: 1 }, ROOM_TYPES, ENGINE);
    expect(asked.map((body) => body.roomType)).toEqual(["standard_family", "deluxe_family"]);
    expect(asked[0]).toEqual({ roomType: "standard_family", checkIn, checkOut, adults: 2, children: 1 });
    if (outcome.kind !== "answered") throw new Error(`expected an answer, got ${JSON.stringify(outcome)}`);
    expect(outcome.reachable).toBe(true);
    expect(outcome.answers.map((answer) => [answer.roomType, answer.kind])).toEqual([
      ["single", "too-small"],
      ["double", "too-small"],
      ["twin", "too-small"],
      ["standard_family", "available"],
      ["deluxe_family", "unavailable"],
    ]);
    expect(outcome.answers[4]).toEqual({ roomType: "deluxe_family", kind: "unavailable", full: true, message: ERROR_MESSAGES.UNAVAILABLE });
    const family = outcome.answers[3];
    if (family?.kind !== "available") throw new Error("the family room should be available");
    expect(family.totalPrice).toBe(316);
    expect(family.roomsLeft).toBe(1);
    const link = new URL(family.bookingUrl);
    expect(Object.fromEntries(link.searchParams)).toMatchObject({ check_in_date: checkIn, check_out_date: checkOut, "items[0][adults]": "2", "items[0][children]": "1" });
  });

  it("tells a rule of the day (a minimum stay) from a full house", async () => {
    fakeSite(minStay);
    const outcome = await checkStay({ checkIn, checkOut, adults: 2, children: 0 }, ["twin"], ENGINE);
    expect(outcome).toMatchObject({ kind: "answered", reachable: true, answers: [{ roomType: "twin", kind: "unavailable", full: false, message: "A minimum stay of 3 nights applies from this check-in date." }] });
  });

  it("says the types are unknown, not full, when the site cannot reach Little Hotelier, and still gives the engine link", async () => {
    fakeSite(() => down);
    const outcome = await checkStay({ checkIn, checkOut, adults: 1, children: 0 }, ROOM_TYPES, ENGINE);
    if (outcome.kind !== "answered") throw new Error("expected an answer");
    expect(outcome.reachable).toBe(false);
    expect(outcome.answers.every((answer) => answer.kind === "unknown")).toBe(true);
    expect(new URL(outcome.bookingUrl).searchParams.get("check_in_date")).toBe(checkIn);
  });

  it("counts a network failure as unreachable", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    const outcome = await checkStay({ checkIn, checkOut, adults: 2, children: 0 }, ["double"], ENGINE);
    expect(outcome).toMatchObject({ kind: "answered", reachable: false, answers: [{ roomType: "double", kind: "unknown" }] });
  });

  it("refuses bad dates with the shared messages before asking anyone", async () => {
    const asked = fakeSite((roomType) => available(roomType, 100));
    const outcome = await checkStay({ checkIn: checkOut, checkOut: checkIn, adults: 2, children: 0 }, ROOM_TYPES, ENGINE);
    expect(outcome).toEqual({ kind: "invalid", fieldErrors: { checkOut: "Check-out date must be after check-in date" } });
    expect(asked).toHaveLength(0);
  });

  it("shows the server's field errors when it refuses the dates (its clock decides)", async () => {
    fakeSite(() => ({ status: 400, body: { success: false, error: ERROR_MESSAGES.VALIDATION_ERROR, fieldErrors: { checkIn: "Check-in date cannot be in the past" } } }));
    const outcome = await checkStay({ checkIn, checkOut, adults: 2, children: 0 }, ["double"], ENGINE);
    expect(outcome).toEqual({ kind: "invalid", fieldErrors: { checkIn: "Check-in date cannot be in the past" } });
  });

  it("asks nobody when no one room sleeps the party", async () => {
    const asked = fakeSite((roomType) => available(roomType, 100));
    const outcome = await checkStay({ checkIn, checkOut, adults: 5, children: 0 }, ROOM_TYPES, ENGINE);
    expect(asked).toHaveLength(0);
    expect(outcome).toMatchObject({ kind: "answered", reachable: false });
  });
});
