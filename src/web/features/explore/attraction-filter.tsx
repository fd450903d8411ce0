import { useLayoutEffect, useState } from "react";
import { ATTRACTION_FILTERS, ATTRACTION_TYPE_LABELS, type AttractionFilter as Filter } from "../../../../content/explore.ts";
import { cn } from "../../lib/cn.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

export const ATTRACTION_LIST_ID = "attractions-list";

/** How many attractions each button shows, "all" included: counted by the page, so the island does not carry the list. */
export type AttractionCounts = Readonly<Record<Filter, number>>;

/** The counts for the filter's props, from the attractions the page lists. */
export function attractionCounts(attractions: readonly { type: Exclude<Filter, "all"> }[]): AttractionCounts {
  return Object.fromEntries(ATTRACTION_FILTERS.map((filter) => [filter, filter === "all" ? attractions.length : attractions.filter((attraction) => attraction.type === filter).length])) as AttractionCounts;
}

/**
 * The attraction type filter, an island (ADR 044): the list of attractions is the page's own
 * pre-rendered content (each item carries `data-type`), shown or hidden by this. The filter needs
 * JavaScript; without it every attraction shows and the buttons are not offered.
 */
export function AttractionFilter({ listId, counts }: { listId: string; counts: AttractionCounts }) {
  const hydrated = useHydrated();
  const [filter, setFilter] = useState<Filter>("all");
  const shown = counts[filter];

  useLayoutEffect(() => {
    if (!hydrated) return;
    for (const item of document.querySelectorAll<HTMLElement>(`#${listId} > li[data-type]`)) item.hidden = filter !== "all" && item.dataset.type !== filter;
  }, [hydrated, listId, filter]);

  return (
    <>
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
            <span className={cn("text-xs font-normal", filter === type ? "text-primary-foreground/85" : "text-muted-foreground")}>{counts[type]}</span>
          </button>
        ))}
      </div>
      <p role="status" className="sr-only">
        {filter === "all" ? `Showing all ${shown} attractions` : `Showing ${shown} ${ATTRACTION_TYPE_LABELS[filter].toLowerCase()} attractions`}
      </p>
    </>
  );
}
