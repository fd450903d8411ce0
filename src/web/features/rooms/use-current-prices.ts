import { useEffect, useSyncExternalStore } from "react";
import type { RoomType } from "../../../shared/rooms/room-types.ts";
import { askForCurrentPrice, currentPrices, subscribeToCurrentPrices, type CurrentPrices } from "./current-prices-store.ts";

const NONE_YET: CurrentPrices = {};

/**
 * Today's prices of the given room types, asked for once per type and page view (the page's price
 * slots may have asked already). Hydration renders the static prices the pre-rendered page was
 * built with; today's follow. A type whose price cannot be had is missing from the result.
 * Pass a constant list: a new list asks again.
 */
export function useCurrentPrices(roomTypes: readonly RoomType[]): CurrentPrices {
  useEffect(() => {
    for (const roomType of roomTypes) askForCurrentPrice(roomType);
  }, [roomTypes]);
  return useSyncExternalStore(subscribeToCurrentPrices, currentPrices, () => NONE_YET);
}
