import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

interface SurfaceCardProps extends ComponentProps<"article"> {
  /** The one card to pick out (a popular package): an accent border and a deeper shadow. */
  featured?: boolean;
  /** Clip the content to the rounded corners (default); off for a badge that sits over the edge. */
  clip?: boolean;
}

/** A card on warm white with a fine border: rooms, venues, places, packages. */
export function SurfaceCard({ className, featured = false, clip = true, ...props }: SurfaceCardProps) {
  return (
    <article
      className={cn(
        "flex flex-col rounded-sm border bg-surface",
        featured ? "border-accent shadow-lg" : "border-border shadow-sm",
        clip ? "overflow-hidden" : "overflow-visible",
        className,
      )}
      {...props}
    />
  );
}
