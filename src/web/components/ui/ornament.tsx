import { cn } from "../../lib/cn.ts";

const TONES = { accent: "text-accent", gold: "text-gold/80", "gold-soft": "text-gold/70" } as const;
const WIDTHS = { md: "w-40", sm: "w-32" } as const;

interface OrnamentProps {
  /** Placement only (margins): cn does not merge, so colour and width are props. */
  className?: string;
  tone?: keyof typeof TONES;
  width?: keyof typeof WIDTHS;
}

/** A Victorian rule: two brass lines either side of a small diamond. Decorative only. */
export function Ornament({ className, tone = "accent", width = "md" }: OrnamentProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 160 12"
      className={cn("h-3", WIDTHS[width], TONES[tone], className)}
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
