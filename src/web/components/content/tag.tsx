import { cva, type VariantProps } from "class-variance-authority";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

const tagVariants = cva("inline-flex w-fit items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide uppercase", {
  variants: {
    tone: {
      brass: "border border-accent/50 bg-muted text-accent-foreground",
      wine: "bg-primary text-primary-foreground",
      gold: "bg-gold text-gold-foreground",
    },
  },
  defaultVariants: { tone: "brass" },
});

/** A small label on a card: a type ("Historic", "Pub") or a mark ("Most popular"). */
export function Tag({ tone, className, children }: VariantProps<typeof tagVariants> & { className?: string; children: ReactNode }) {
  return <span className={cn(tagVariants({ tone }), className)}>{children}</span>;
}
