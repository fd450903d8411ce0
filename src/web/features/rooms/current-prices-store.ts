import { londonToday } from "../../../shared/dates.ts";
import type { RoomType } from "../../../shared/rooms/room-types.ts";
import { fetchCurrentPrice } from "./current-price.ts";

export type CurrentPrices = Partial<Record<RoomType, number>>;

const asked = new Set<RoomType>();
const listeners = new Set<() => void>();
let prices: CurrentPrices = {};

/**
 * Asks the server for today's price of a room type, once per page view, whoever asks first:
 * the page's price slots (live-price-slots.ts) or an island's hook (use-current-prices.ts). A type
 * whose price cannot be had stays missing, and its static "from" price stays on the page.
 */
export function askForCurrentPrice(roomType: RoomType): void {
  if (asked.has(roomType)) return;
  asked.add(roomType);
  void fetchCurrentPrice(roomType, londonToday()).then((price) => {
    if (price === undefined) return;
    prices = { ...prices, [roomType]: price };
    for (const listener of listeners) listener();
  });
}

/** Today's prices known so far (a new object on every change, for useSyncExternalStore). */
export function currentPrices(): CurrentPrices {
  return prices;
}

export function subscribeToCurrentPrices(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
