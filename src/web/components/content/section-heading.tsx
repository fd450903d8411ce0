import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

interface SectionHeadingProps {
  /** The id the section's aria-labelledby points at. */
  id: string;
  /** The small brass line above the heading. */
  eyebrow?: string;
  title: ReactNode;
  /** A sentence or two under the heading. */
  children?: ReactNode;
  align?: "center" | "start";
  /** The home page sets its headings a little looser (leading-tight) and its introductions as one block. */
  variant?: "inner" | "home";
  className?: string;
}

/** Eyebrow, serif <h2> and introduction that open a section of a page. */
export function SectionHeading({ id, eyebrow, title, children, align = "center", variant = "inner", className }: SectionHeadingProps) {
  const belowEyebrow = eyebrow && "mt-3";
  return (
    <div className={cn(align === "center" ? "mx-auto max-w-2xl text-center" : "max-w-2xl", className)}>
      {eyebrow && <p className="text-xs font-semibold tracking-eyebrow text-accent-foreground uppercase">{eyebrow}</p>}
      <h2
        id={id}
        className={
          variant === "home"
            ? cn(belowEyebrow, "text-3xl leading-tight font-semibold sm:text-4xl")
            : cn("font-semibold", belowEyebrow, "text-3xl sm:text-4xl")
        }
      >
        {title}
      </h2>
      {children && (
        <div className={cn("mt-4", variant === "inner" && "space-y-3", "text-lg leading-relaxed text-muted-foreground")}>{children}</div>
      )}
    </div>
  );
}
