import { useId, type ReactNode } from "react";
import { cn } from "../../../lib/cn.ts";

/**
 * The look of a staff table's header and body cells: 16 px between columns (shadcn's table), 12 px
 * at the table's edges, so that the desk's 1024 px holds every column (ADR 101).
 */
export const headerCellClass = "border-b border-border px-2 py-2 first:pl-3 last:pr-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase";
export const bodyCellClass = "border-b border-border px-2 py-2 align-middle first:pl-3 last:pr-3";

/** The last header of a table whose rows end in buttons, named for screen readers only. */
export function ActionsHeaderCell() {
  return (
    <th scope="col" className={headerCellClass}>
      <span className="sr-only">Actions</span>
    </th>
  );
}

/**
 * A staff table in a region named by its caption: on a narrow screen the table scrolls sideways
 * inside it, and the region takes focus so the keyboard can scroll it too.
 */
export function TableRegion({ caption, captionHidden = false, children }: { caption: string; captionHidden?: boolean; children: ReactNode }) {
  const captionId = useId();
  return (
    <div role="region" aria-labelledby={captionId} tabIndex={0} className="relative overflow-x-auto rounded-sm border border-border bg-surface focus-visible:outline-offset-2">
      <table className="w-full border-collapse text-sm">
        <caption id={captionId} className={cn("px-3 py-2 text-left font-semibold", captionHidden && "sr-only")}>
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}

/** A small pill for a state (On/Off, Active/Disabled); `tone` gives its colour. */
export function StateBadge({ tone, children }: { tone: "good" | "muted" | "warn"; children: ReactNode }) {
  const tones = {
    good: "border-green-700/40 text-green-800 dark:border-green-300/40 dark:text-green-200",
    muted: "border-border text-muted-foreground",
    warn: "border-amber-700/50 text-amber-900 dark:border-amber-300/50 dark:text-amber-200",
  };
  return <span className={cn("inline-block rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap", tones[tone])}>{children}</span>;
}
