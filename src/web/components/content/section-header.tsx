import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

interface SectionHeaderProps {
  /** The id the section points at with aria-labelledby. */
  id: string;
  /** The small brass line above the heading. */
  eyebrow?: string;
  title: ReactNode;
  /** A sentence or two under the heading. */
  children?: ReactNode;
  align?: "center" | "start";
  /** The heading level: h2 for a page section, h3 inside a tab panel. */
  level?: 2 | 3;
  className?: string;
}

/** Eyebrow, serif heading and introduction that open a section of an inner page. */
export function SectionHeader({ id, eyebrow, title, children, align = "center", level = 2, className }: SectionHeaderProps) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className={cn(align === "center" ? "mx-auto max-w-2xl text-center" : "max-w-2xl", className)}>
      {eyebrow && <p className="text-xs font-semibold tracking-eyebrow text-accent-foreground uppercase">{eyebrow}</p>}
      <Heading id={id} className={cn("font-semibold", eyebrow && "mt-3", level === 2 ? "text-3xl sm:text-4xl" : "text-2xl sm:text-3xl")}>
        {title}
      </Heading>
      {children && <div className="mt-4 space-y-3 text-lg leading-relaxed text-muted-foreground">{children}</div>}
    </div>
  );
}
