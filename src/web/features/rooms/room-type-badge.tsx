import { cva } from "class-variance-authority";
import { ROOM_TYPE_LABELS, type RoomType } from "../../../shared/rooms/room-types.ts";
import { cn } from "../../lib/cn.ts";

// Each pairing is at least 6.4:1 in the light theme and 8.9:1 in the dark one.
const badgeVariants = cva("inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold tracking-wide uppercase shadow-xs", {
  variants: {
    type: {
      single: "bg-[#e3ecdf] text-[#2f4a2a] dark:bg-[#24331f] dark:text-[#c5dcb9]",
      double: "bg-[#f3dde0] text-[#6e1e2b] dark:bg-[#3a1a20] dark:text-[#f0c4cb]",
      twin: "bg-[#dde6f0] text-[#213d5c] dark:bg-[#1b2838] dark:text-[#bcd3ec]",
      standard_family: "bg-[#f3e5c8] text-[#6b4a12] dark:bg-[#3a2c14] dark:text-[#ebcf94]",
      deluxe_family: "bg-[#e9def0] text-[#4f2a63] dark:bg-[#2e1f38] dark:text-[#d9c0ea]",
    } satisfies Record<RoomType, string>,
  },
});

/** The room's type as a coloured label: one colour per type, on the cards and the room page. */
export function RoomTypeBadge({ type, className }: { type: RoomType; className?: string }) {
  return <span className={cn(badgeVariants({ type }), className)}>{ROOM_TYPE_LABELS[type]}</span>;
}
