import type { ReactNode } from "react";
import { cn } from "../lib/cn.ts";

interface SectionHeadingProps {
  /** The id the section's aria-labelledby points at. */
  id: string;
  /** The small brass line above the heading. */
  eyebrow: string;
  title: ReactNode;
  /** An introductory sentence under the heading. */
  children?: ReactNode;
  align?: "center" | "start";
  className?: string;
}

/** Eyebrow, <h2> and introduction that open a section of a page. */
export function SectionHeading({ id, eyebrow, title, children, align = "center", className }: SectionHeadingProps) {
  return (
    <div className={cn(align === "center" ? "mx-auto max-w-2xl text-center" : "max-w-2xl", className)}>
      <p className="text-xs font-semibold tracking-eyebrow text-accent-foreground uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl leading-tight font-semibold sm:text-4xl">
        {title}
      </h2>
      {children && <div className="mt-4 text-lg leading-relaxed text-muted-foreground">{children}</div>}
    </div>
  );
}
