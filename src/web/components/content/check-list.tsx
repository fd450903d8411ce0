import Check from "lucide-react/icons/check";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

interface CheckListProps {
  items: readonly ReactNode[];
  /** Two columns from the small breakpoint up. */
  columns?: 1 | 2;
  className?: string;
}

/** A list of features or inclusions, each behind a brass tick. */
export function CheckList({ items, columns = 1, className }: CheckListProps) {
  return (
    <ul className={cn("grid gap-x-8 gap-y-3", columns === 2 && "sm:grid-cols-2", className)}>
      {items.map((item, index) => (
        <li key={index} className="flex gap-3 leading-relaxed">
          <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent" strokeWidth={2.5} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
