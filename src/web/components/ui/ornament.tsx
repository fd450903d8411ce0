import { cn } from "../../lib/cn.ts";

/** A Victorian rule: two brass lines either side of a small diamond. Decorative only. */
export function Ornament({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 160 12"
      className={cn("h-3 w-40 text-accent", className)}
      fill="none"
      stroke="currentColor"
      strokeWidth="1"
    >
      <path d="M0 6h66M94 6h66" />
      <path d="M80 1l5 5-5 5-5-5z" fill="currentColor" />
      <circle cx="70" cy="6" r="1.5" fill="currentColor" />
      <circle cx="90" cy="6" r="1.5" fill="currentColor" />
    </svg>
  );
}
