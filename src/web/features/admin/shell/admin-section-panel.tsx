import type { ReactNode } from "react";
import { LITTLE_HOTELIER_SIGN_IN_URL } from "../../../../../content/little-hotelier.ts";
import { ExternalLink } from "../../../components/content/external-link.tsx";

export function PanelIntro({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby="admin-panel-heading" className="rounded-sm border border-border bg-surface p-6 shadow-xs sm:p-8">
      <h1 id="admin-panel-heading" className="text-3xl font-semibold">
        {heading}
      </h1>
      <div className="mt-3 max-w-prose space-y-4 text-muted-foreground">{children}</div>
    </section>
  );
}

/** Bookings are Little Hotelier's: the tab says so and links to its sign-in. */
export function BookingsPanel() {
  return (
    <PanelIntro heading="Bookings">
      <p>Room bookings are managed in Little Hotelier, the hotel's booking system: sign in there to view, change or cancel a booking.</p>
      <p>
        <ExternalLink href={LITTLE_HOTELIER_SIGN_IN_URL}>Sign in to Little Hotelier</ExternalLink>
      </p>
    </PanelIntro>
  );
}
