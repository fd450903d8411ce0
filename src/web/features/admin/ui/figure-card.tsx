import type { ReactNode } from "react";

/** One figure of a staff screen's cards (inside a <dl>): icon and label, the number, a line saying what it counts. */
export function FigureCard({ icon, label, value, detail }: { icon: ReactNode; label: string; value: string; detail: string }) {
  return (
    <div className="rounded-sm border border-border bg-surface p-5 shadow-xs">
      <dt className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        {icon}
        {label}
      </dt>
      <dd className="mt-2 text-3xl font-semibold tabular-nums">{value}</dd>
      <dd className="mt-1 text-sm text-muted-foreground">{detail}</dd>
    </div>
  );
}
