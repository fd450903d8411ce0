import { useEffect, useState } from "react";
import { londonToday } from "../../../shared/dates.ts";
import type { RoomType } from "../../../shared/rooms/room-types.ts";
import { fetchCurrentPrice } from "./current-price.ts";

export type CurrentPrices = Partial<Record<RoomType, number>>;

/**
 * Today's prices of the given room types, asked for once per type after hydration (so the
 * pre-rendered page and the first render show the static prices). A type whose price cannot be
 * had is simply missing from the result. Pass a constant list: a new list asks again.
 */
export function useCurrentPrices(roomTypes: readonly RoomType[]): CurrentPrices {
  const [prices, setPrices] = useState<CurrentPrices>({});
  useEffect(() => {
    const controller = new AbortController();
    const date = londonToday();
    for (const roomType of roomTypes) {
      void fetchCurrentPrice(roomType, date, controller.signal).then((price) => {
        if (price !== undefined) setPrices((current) => ({ ...current, [roomType]: price }));
      });
    }
    return () => controller.abort();
  }, [roomTypes]);

  return prices;
}
