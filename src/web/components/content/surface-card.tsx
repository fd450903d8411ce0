import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

/** A card on warm white with a fine border: rooms, venues, places, packages. */
export function SurfaceCard({ className, ...props }: ComponentProps<"article">) {
  return <article className={cn("flex flex-col overflow-hidden rounded-sm border border-border bg-surface shadow-sm", className)} {...props} />;
}
