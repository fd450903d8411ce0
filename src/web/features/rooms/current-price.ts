import type { RoomType } from "../../../shared/rooms/room-types.ts";
import { readApiAnswer } from "../../lib/api-answer.ts";

/** The price out of a `GET /api/prices/current` answer, `{ success: true, data: { ourPrice } }`; undefined for anything else. */
function ourPriceFrom(body: unknown): number | undefined {
  const answer = readApiAnswer(body);
  if (answer.kind !== "data") return undefined;
  const { data } = answer;
  if (typeof data !== "object" || data === null || !("ourPrice" in data)) return undefined;
  const price = data.ourPrice;
  return typeof price === "number" && Number.isFinite(price) && price > 0 ? price : undefined;
}

/**
 * Today's price of a room type from the server, or undefined if there is none to be had (network
 * failure, an error status, a body that is not the documented shape): the caller then keeps the
 * static "from" price, silently.
 */
export async function fetchCurrentPrice(roomType: RoomType, date: string, signal?: AbortSignal): Promise<number | undefined> {
  const query = new URLSearchParams({ roomType, date });
  try {
    const response = await fetch(`/api/prices/current?${query.toString()}`, { signal, credentials: "include", headers: { accept: "application/json" } });
    if (!response.ok) return undefined;
    return ourPriceFrom(await response.json());
  } catch {
    return undefined;
  }
}
