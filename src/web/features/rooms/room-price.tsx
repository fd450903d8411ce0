import { formatPounds } from "../../../shared/money.ts";
import type { RoomType } from "../../../shared/rooms/room-types.ts";
import { cn } from "../../lib/cn.ts";

interface RoomPriceProps {
  /** Pounds per night: the static "from" price in the pre-rendered page, today's once known. */
  price: number;
  roomType: RoomType;
  className?: string;
}

/**
 * "From £132 per night": on a room card and the room's own page. The amount is a price slot:
 * live-price-slots.ts puts today's price in it without React, so hydrating an island around it
 * may meet today's price where the page was built with the static one; that text is the
 * slot's, and React leaves it (suppressHydrationWarning) until it renders today's price itself.
 */
export function RoomPrice({ price, roomType, className }: RoomPriceProps) {
  return (
    <p className={cn("text-sm text-muted-foreground", className)}>
      From <span className="font-serif text-xl font-semibold text-brand" data-room-price="" data-room-type={roomType} suppressHydrationWarning>{formatPounds(price)}</span>
      <span className="block text-xs">per night</span>
    </p>
  );
}
