import type { ReactNode } from "react";
import { LITTLE_HOTELIER_SIGN_IN_URL } from "../../../../content/little-hotelier.ts";
import type { AdminSectionId, KnownAdminSection } from "../../../shared/staff/admin-sections.ts";
import { ExternalLink } from "../../components/content/external-link.tsx";

// What each tab will hold; the screens themselves arrive with later issues.
const COMING: Record<Exclude<AdminSectionId, "bookings" | "staff" | "audit" | "dashboard" | "privacy-requests">, string> = {
  inventory: "Each room type's inventory and availability from Little Hotelier will be listed here, with a day-by-day calendar.",
  "pet-accommodation": "Pet add-on bookings will be listed here, to find, verify at reception and export.",
  inquiries: "Contact and event inquiries and newsletter sign-ups will be listed here, to read, filter, answer and export.",
  pricing: "Room prices and competitors' rates by date will be kept up to date here.",
};

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

/** Bookings are Little Hotelier's (spec §2.7): the tab says so and links to its sign-in. */
function BookingsPanel() {
  return (
    <PanelIntro heading="Bookings">
      <p>Room bookings are managed in Little Hotelier, the hotel's booking system: sign in there to view, change or cancel a booking.</p>
      <p>
        <ExternalLink href={LITTLE_HOTELIER_SIGN_IN_URL}>Sign in to Little Hotelier</ExternalLink>
      </p>
    </PanelIntro>
  );
}

/** The panel of one tab still to come (Staff and Audit have pages of their own): a heading and what arrives there. */
export function AdminSectionPanel({ section }: { section: Exclude<KnownAdminSection, { id: "staff" | "audit" | "dashboard" | "privacy-requests" }> }) {
  if (section.id === "bookings") return <BookingsPanel />;
  return (
    <PanelIntro heading={section.label}>
      <p>{COMING[section.id]}</p>
    </PanelIntro>
  );
}
