import type { AvailabilityLevel } from "../../../../shared/rooms/availability-level.ts";
import { cn } from "../../../lib/cn.ts";

const TONES: Record<AvailabilityLevel, string> = {
  High: "border-green-700/40 bg-green-50 text-green-900 dark:border-green-300/40 dark:bg-green-950/40 dark:text-green-100",
  Medium: "border-sky-700/40 bg-sky-50 text-sky-900 dark:border-sky-300/40 dark:bg-sky-950/40 dark:text-sky-100",
  Low: "border-amber-700/50 bg-amber-50 text-amber-950 dark:border-amber-300/50 dark:bg-amber-950/40 dark:text-amber-100",
  "Sold Out": "border-red-700/40 bg-red-50 text-red-900 dark:border-red-300/40 dark:bg-red-950/40 dark:text-red-100",
  "Not Set": "border-border text-muted-foreground",
};

/** The availability level as a pill; its words carry the meaning, the colour only repeats it. */
export function AvailabilityBadge({ level, className }: { level: AvailabilityLevel; className?: string }) {
  return <span className={cn("inline-block rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap", TONES[level], className)}>{level}</span>;
}
