import { useState } from "react";
import { ATTRACTION_FILTERS, ATTRACTION_TYPE_LABELS, attractions, type AttractionFilter } from "../../../../content/explore.ts";
import { SectionHeading } from "../../components/content/section-heading.tsx";
import { cn } from "../../lib/cn.ts";
import { AttractionCard } from "./attraction-card.tsx";

const countOf = (filter: AttractionFilter): number =>
  filter === "all" ? attractions.length : attractions.filter((attraction) => attraction.type === filter).length;

/** The Local Attractions tab: every attraction, narrowed to one type by the filter buttons. */
export function AttractionsPanel() {
  const [filter, setFilter] = useState<AttractionFilter>("all");
  const shown = filter === "all" ? attractions : attractions.filter((attraction) => attraction.type === filter);

  return (
    <div>
      <SectionHeading id="attractions-heading" title="Local Attractions">
        <p>Castles, Romans, riverside parks and the best of the city, most of them a short walk from our front door.</p>
      </SectionHeading>
      {/* The filter needs JavaScript; without it every attraction shows and the buttons are not offered. */}
      <div role="group" aria-label="Show attractions of one type" className="mt-10 flex flex-wrap justify-center gap-2 [@media(scripting:none)]:hidden">
        {ATTRACTION_FILTERS.map((type) => (
          <button
            key={type}
            type="button"
            aria-pressed={filter === type}
            onClick={() => setFilter(type)}
            className={cn(
              "inline-flex min-h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors",
              filter === type ? "border-primary bg-primary text-primary-foreground" : "border-border bg-surface text-foreground hover:border-accent",
            )}
          >
            {ATTRACTION_TYPE_LABELS[type]}
            <span className={cn("text-xs font-normal", filter === type ? "text-primary-foreground/85" : "text-muted-foreground")}>{countOf(type)}</span>
          </button>
        ))}
      </div>
      <p role="status" className="sr-only">
        {filter === "all" ? `Showing all ${shown.length} attractions` : `Showing ${shown.length} ${ATTRACTION_TYPE_LABELS[filter].toLowerCase()} attractions`}
      </p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((attraction) => (
          <li key={attraction.id} data-type={attraction.type}>
            <AttractionCard attraction={attraction} />
          </li>
        ))}
      </ul>
    </div>
  );
}
