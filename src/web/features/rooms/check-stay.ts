// Loaded on the stay search's first use (see use-stay-search.ts): zod, the shared schema and the
// calls stay out of the pages' first-load JavaScript.
import { bookingEngineUrl } from "../../../shared/rooms/booking-link.ts";
import { type RoomType, roomSleeps } from "../../../shared/rooms/room-types.ts";
import type { StayAvailability } from "../../../shared/rooms/stay-availability.ts";
import { type StaySearch, staySearchSchema } from "../../../shared/rooms/stay-search-request.ts";
import { fieldErrorsOf } from "../../../shared/validation/field-errors.ts";
import { readApiResponse } from "../../lib/api-answer.ts";

/** What the search found for one room type. */
export type RoomTypeAnswer =
  | { roomType: RoomType; kind: "too-small" }
  | { roomType: RoomType; kind: "available"; totalPrice: number; roomsLeft: number; bookingUrl: string }
  /** Full (sold out), or a rule of the day (minimum stay, no arrivals): Little Hotelier's answer in words. */
  | { roomType: RoomType; kind: "unavailable"; full: boolean; message: string }
  /** The question could not be answered (Little Hotelier or the site unreachable). */
  | { roomType: RoomType; kind: "unknown" };

export type StaySearchOutcome =
  | { kind: "invalid"; fieldErrors: Record<string, string> }
  | {
      kind: "answered";
      stay: StaySearch;
      answers: RoomTypeAnswer[];
      /** False when no type that sleeps the party could be asked about. */
      reachable: boolean;
      /** The engine with the dates and party, for "book anyway" and for parties no one room sleeps. */
      bookingUrl: string;
    };

type Reply = { ok: true; data: StayAvailability } | { ok: false; fieldErrors?: Record<string, string> };

/**
 * POST /api/bookings/check-availability with plain fetch (no API client on public pages). Only the
 * answer's data or its field errors matter here: anything else means the question went unanswered.
 */
async function askSite(stay: Record<string, unknown>): Promise<Reply> {
  try {
    const response = await fetch("/api/bookings/check-availability", {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(stay),
    });
    const answer = await readApiResponse(response);
    // The documented answer of this path (shared/rooms/stay-availability.ts).
    if (response.ok && answer.kind === "data" && answer.data) return { ok: true, data: answer.data as StayAvailability };
    return response.status === 400 && answer.kind === "refusal" && answer.fieldErrors ? { ok: false, fieldErrors: answer.fieldErrors } : { ok: false };
  } catch {
    return { ok: false };
  }
}

type Asked = RoomTypeAnswer | { roomType: RoomType; kind: "refused"; fieldErrors: Record<string, string> };

async function askAbout(roomType: RoomType, stay: StaySearch, engineBase: string): Promise<Asked> {
  if (!roomSleeps(roomType, stay)) return { roomType, kind: "too-small" };
  const { checkIn, checkOut, adults, children } = stay;
  const result = await askSite({ roomType, checkIn, checkOut, adults, children });
  if (result.ok) {
    const { data } = result;
    if (data.available && data.totalPrice !== null) {
      return { roomType, kind: "available", totalPrice: data.totalPrice, roomsLeft: data.roomsAvailable, bookingUrl: bookingEngineUrl(engineBase, stay) };
    }
    return { roomType, kind: "unavailable", full: data.reason === "sold_out", message: data.message ?? "Not available for these dates." };
  }
  if (result.fieldErrors) return { roomType, kind: "refused", fieldErrors: result.fieldErrors };
  return { roomType, kind: "unknown" };
}

/**
 * Checks the search with the shared rules, then asks the site (which asks Little Hotelier, one
 * cached answer for all of them) about every room type that sleeps the party, in `order`.
 */
export async function checkStay(values: unknown, order: readonly RoomType[], engineBase: string): Promise<StaySearchOutcome> {
  const parsed = staySearchSchema.safeParse(values);
  if (!parsed.success) return { kind: "invalid", fieldErrors: fieldErrorsOf(parsed.error) };
  const stay = parsed.data;
  const asked = await Promise.all(order.map((roomType) => askAbout(roomType, stay, engineBase)));
  // The server judges dates by its own clock: if it refused them, say why under the fields.
  const refused = asked.find((answer) => answer.kind === "refused");
  if (refused) return { kind: "invalid", fieldErrors: refused.fieldErrors };
  const answers = asked.filter((answer): answer is RoomTypeAnswer => answer.kind !== "refused");
  const reachable = answers.some((answer) => answer.kind === "available" || answer.kind === "unavailable");
  return { kind: "answered", stay, answers, reachable, bookingUrl: bookingEngineUrl(engineBase, stay) };
}
