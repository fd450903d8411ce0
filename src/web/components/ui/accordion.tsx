import ChevronDown from "lucide-react/icons/chevron-down";
import { useId, useState, type ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  /** The item open at first; the visitor can close it, leaving none open. */
  defaultOpenId?: string;
  className?: string;
}

/**
 * WAI-ARIA accordion with one section open at a time: each heading holds a button with
 * aria-expanded and aria-controls; its panel is a region labelled by that button.
 */
export function Accordion({ items, defaultOpenId, className }: AccordionProps) {
  const [openId, setOpenId] = useState<string | undefined>(defaultOpenId);
  const baseId = useId();
  return (
    <div className={cn("divide-y divide-border rounded-sm border border-border bg-surface", className)}>
      {items.map((item) => {
        const open = item.id === openId;
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id}>
            <h3 className="font-sans text-base font-semibold">
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? undefined : item.id)}
                className="flex min-h-12 w-full items-center justify-between gap-4 px-5 py-3 text-left hover:bg-muted/60"
              >
                {item.title}
                <ChevronDown aria-hidden="true" className={cn("size-4 shrink-0 text-brand transition-transform", open && "rotate-180")} />
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="px-5 pb-5 text-muted-foreground">
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
