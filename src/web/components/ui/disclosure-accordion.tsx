import ChevronDown from "lucide-react/icons/chevron-down";
import { useState, type ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

interface DisclosureItem {
  id: string;
  /** The question or title on the summary line. */
  summary: ReactNode;
  content: ReactNode;
}

interface DisclosureAccordionProps {
  /** Unique on the page: the `name` that groups the items, and the prefix of their ids. */
  name: string;
  items: readonly DisclosureItem[];
  className?: string;
}

/**
 * A list of disclosures of which at most one is open; the open one closes again on a second
 * click (collapsible). Built on <details>/<summary>, so it works with JavaScript off: the browser
 * opens and closes each item, announces it as expanded or collapsed, finds text inside closed
 * items with find-in-page, and the shared `name` keeps one open at a time. After hydration React
 * also enforces "one open" itself, for browsers that predate exclusive <details>.
 */
export function DisclosureAccordion({ name, items, className }: DisclosureAccordionProps) {
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <div className={cn("divide-y divide-border border-y border-border", className)}>
      {items.map((item) => (
        <details
          key={item.id}
          id={`${name}-${item.id}`}
          name={name}
          open={openId === item.id}
          onToggle={(event) => {
            const isOpen = event.currentTarget.open;
            setOpenId((current) => (isOpen ? item.id : current === item.id ? null : current));
          }}
          className="group"
        >
          <summary
            className={cn(
              "flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 text-left font-serif text-lg font-semibold transition-colors hover:text-brand sm:text-xl",
              "[&::-webkit-details-marker]:hidden",
            )}
          >
            {item.summary}
            <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-accent transition-transform group-open:rotate-180" />
          </summary>
          <div className="pb-6 leading-relaxed text-muted-foreground">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
