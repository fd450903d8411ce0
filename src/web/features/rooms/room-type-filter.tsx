import { ROOM_TYPE_LABELS, type RoomType } from "../../../shared/rooms/room-types.ts";
import { cn } from "../../lib/cn.ts";

interface RoomTypeFilterProps {
  types: readonly RoomType[];
  /** undefined: All Types. */
  selected: RoomType | undefined;
  onSelect: (type: RoomType | undefined) => void;
}

const OPTION =
  "min-h-11 rounded-full border px-4 text-sm font-medium transition-colors aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground";

/** One room type at a time, or all of them: toggle buttons (aria-pressed) in a labelled group. */
export function RoomTypeFilter({ types, selected, onSelect }: RoomTypeFilterProps) {
  const options: ReadonlyArray<{ type: RoomType | undefined; label: string }> = [
    { type: undefined, label: "All Types" },
    ...types.map((type) => ({ type, label: ROOM_TYPE_LABELS[type] })),
  ];
  return (
    <div role="group" aria-label="Filter by room type" className="flex flex-wrap justify-center gap-2">
      {options.map(({ type, label }) => (
        <button
          key={label}
          type="button"
          aria-pressed={selected === type}
          onClick={() => onSelect(type)}
          className={cn(OPTION, "border-border bg-surface text-foreground hover:border-brand/60 hover:bg-muted")}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
