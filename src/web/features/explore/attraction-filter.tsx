import { useLayoutEffect, useState } from "react";
import { ATTRACTION_FILTERS, ATTRACTION_TYPE_LABELS, attractions, type AttractionFilter as Filter } from "../../../../content/explore.ts";
import { cn } from "../../lib/cn.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

export const ATTRACTION_LIST_ID = "attractions-list";

const countOf = (filter: Filter): number => (filter === "all" ? attractions.length : attractions.filter((attraction) => attraction.type === filter).length);

/**
 * The attraction type filter, an island (ADR 044): the list of attractions is the page's own
 * pre-rendered content (each item carries `data-type`), shown or hidden by this. The filter needs
 * JavaScript; without it every attraction shows and the buttons are not offered.
 */
export function AttractionFilter({ listId }: { listId: string }) {
  const hydrated = useHydrated();
  const [filter, setFilter] = useState<Filter>("all");
  const shown = filter === "all" ? attractions.length : countOf(filter);

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
            <span className={cn("text-xs font-normal", filter === type ? "text-primary-foreground/85" : "text-muted-foreground")}>{countOf(type)}</span>
          </button>
        ))}
      </div>
      <p role="status" className="sr-only">
        {filter === "all" ? `Showing all ${shown} attractions` : `Showing ${shown} ${ATTRACTION_TYPE_LABELS[filter].toLowerCase()} attractions`}
      </p>
    </>
  );
}
