import { WEEKDAYS, type DayHours, type Weekday } from "../../../../content/nightlife.ts";
import { cn } from "../../lib/cn.ts";

const DAY_NAMES: Readonly<Record<Weekday, string>> = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
};

/** "12:00 – 23:00", "22:00 – 03:00" (closing after midnight), or "Closed". */
function hoursText(hours: DayHours): string {
  return hours ? `${hours.opens} – ${hours.closes}` : "Closed";
}

/** A venue's week of opening hours as a two-column table, one row per day. */
export function OpeningHoursTable({ hours, venueName, className }: { hours: Readonly<Record<Weekday, DayHours>>; venueName: string; className?: string }) {
  return (
    <table className={cn("w-full text-sm", className)}>
      <caption className="mb-2 text-left text-xs font-semibold tracking-eyebrow text-accent-foreground uppercase">
        Opening hours<span className="sr-only"> of {venueName}</span>
      </caption>
      <tbody className="divide-y divide-border/70">
        {WEEKDAYS.map((day) => (
          <tr key={day}>
            <th scope="row" className="py-1.5 pr-4 text-left font-normal text-muted-foreground">
              {DAY_NAMES[day]}
            </th>
            <td className={cn("py-1.5 text-right tabular-nums", hours[day] ? "font-medium" : "text-muted-foreground italic")}>{hoursText(hours[day])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
