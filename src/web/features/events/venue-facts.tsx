import CalendarClock from "lucide-react/icons/calendar-clock";
import PoundSterling from "lucide-react/icons/pound-sterling";
import Users from "lucide-react/icons/users";
import type { EventVenue } from "../../../../content/venues.ts";
import { cn } from "../../lib/cn.ts";
import { formatPounds } from "../../../shared/money.ts";
import { capacityText } from "./venue-content.ts";

/** Capacity, duration and the "from" price of a venue, as a compact definition list. */
export function VenueFacts({ venue, size = "sm", className }: { venue: EventVenue; size?: "sm" | "base"; className?: string }) {
  const facts = [
    { Icon: Users, term: "Capacity", value: capacityText(venue) },
    { Icon: CalendarClock, term: "Duration", value: venue.duration },
    { Icon: PoundSterling, term: "Price", value: `From ${formatPounds(venue.price.from)} per ${venue.price.per}` },
  ];
  return (
    <dl className={cn("grid gap-3", size === "base" ? "text-base" : "text-sm", className)}>
      {facts.map(({ Icon, term, value }) => (
        <div key={term} className="flex items-center gap-2.5">
          <Icon aria-hidden="true" className="size-4 shrink-0 text-accent" />
          <dt className="sr-only">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
