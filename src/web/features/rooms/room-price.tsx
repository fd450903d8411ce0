import { formatPounds } from "../../../shared/money.ts";
import { cn } from "../../lib/cn.ts";

/** "From £132 per night": on a room card and the room's own page, today's price once it is known. */
export function RoomPrice({ price, className }: { price: number; className?: string }) {
  return (
    <p className={cn("text-sm text-muted-foreground", className)}>
      From <span className="font-serif text-xl font-semibold text-brand" data-room-price="">{formatPounds(price)}</span>
      <span className="block text-xs">per night</span>
    </p>
  );
}
