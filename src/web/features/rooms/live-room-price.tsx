import { useMemo } from "react";
import type { RoomType } from "../../../shared/rooms/room-types.ts";
import { RoomPrice } from "./room-price.tsx";
import { useCurrentPrices } from "./use-current-prices.ts";

interface LiveRoomPriceProps {
  roomType: RoomType;
  /** The static "from" price (content/rooms.ts), shown until today's price arrives, or if it cannot be had. */
  fromPrice: number;
  className?: string;
}

/** "From £… per night" on a room's page: the static price in the pre-rendered page, today's price once the server answers. An island (ADR 044). */
export function LiveRoomPrice({ roomType, fromPrice, className }: LiveRoomPriceProps) {
  const types = useMemo(() => [roomType], [roomType]);
  const price = useCurrentPrices(types)[roomType] ?? fromPrice;
  return <RoomPrice price={price} {...(className ? { className } : {})} />;
}
