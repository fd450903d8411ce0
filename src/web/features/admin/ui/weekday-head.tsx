import { cn } from "../../../lib/cn.ts";
import { WEEKDAYS } from "./calendar-grid.ts";

/** A month calendar's header row: the weekdays from Sunday, each read out in full. */
export function WeekdayHead({ className }: { className?: string }) {
  return (
    <thead>
      <tr>
        {WEEKDAYS.map((weekday) => (
          <th key={weekday.short} scope="col" abbr={weekday.long} className={cn("px-1.5 py-1 text-xs font-semibold text-muted-foreground uppercase", className)}>
            {weekday.short}
          </th>
        ))}
      </tr>
    </thead>
  );
}
