import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

// tailwind-merge knows Tailwind's own classes only: told nothing, it reads our `bg-lattice`
// (a background image, src/web/styles.css) as a background colour and drops it beside `bg-muted`.
const twMerge = extendTailwindMerge({ extend: { classGroups: { "bg-image": ["bg-lattice"] } } });

/** Joins class names and lets a later Tailwind class override an earlier one (shadcn's cn). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
