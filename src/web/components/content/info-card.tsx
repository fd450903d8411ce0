import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

interface InfoCardProps {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  /** "deep" sets the card in wine, for the one fact a panel leads with (opening hours). */
  tone?: "surface" | "deep";
  className?: string;
}

/** A short practical note under an icon and a small heading: times, where, good to know. */
export function InfoCard({ icon: Icon, title, children, tone = "surface", className }: InfoCardProps) {
  return (
    <div
      className={cn(
        "flex gap-4 rounded-sm border p-5 sm:p-6",
        tone === "deep" ? "scheme-deep border-deep-border" : "border-border bg-surface shadow-xs",
        className,
      )}
    >
      <span
        className={cn(
          "flex size-10 shrink-0 items-center justify-center rounded-full border",
          tone === "deep" ? "border-gold/50 text-gold" : "border-accent/50 bg-muted text-brand",
        )}
      >
        <Icon aria-hidden="true" className="size-5" strokeWidth={1.5} />
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="font-serif text-lg font-semibold">{title}</h3>
        <div className={cn("mt-1.5 space-y-2 leading-relaxed", tone === "deep" ? "text-deep-muted" : "text-muted-foreground")}>{children}</div>
      </div>
    </div>
  );
}
