import type { ReactNode } from "react";

/** A page's title in the staff area's style. */
export function PageTitle({ children }: { children: ReactNode }) {
  return <h1 className="text-3xl font-semibold">{children}</h1>;
}

/** One part of a staff page: a card with its own heading (h2), named by it. */
export function PanelSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4 rounded-sm border border-border bg-surface p-5 shadow-xs sm:p-8">
      <h2 id={`${id}-heading`} className="text-2xl font-semibold">
        {heading}
      </h2>
      {children}
    </section>
  );
}
