import type { EventVenue } from "../../../../content/venues.ts";
import { CheckList } from "../../components/content/check-list.tsx";
import { PageSection } from "../../components/content/page-section.tsx";
import { SectionHeading } from "../../components/content/section-heading.tsx";
import { SetupOptions } from "./setup-options.tsx";
import { VenueFacts } from "./venue-facts.tsx";

/** What a venue offers: its features and inclusions, with the key facts and layouts beside them. */
export function VenueOverview({ venue, title }: { venue: EventVenue; title: string }) {
  const headingId = `${venue.slug}-overview-heading`;
  return (
    <PageSection labelledBy={headingId}>
      <div className="grid gap-12 lg:grid-cols-[1.4fr_1fr] lg:gap-16">
        <div>
          <SectionHeading id={headingId} eyebrow="What we offer" title={title} align="start" />
          <CheckList items={venue.features} columns={2} className="mt-8" />
          <h3 className="mt-10 font-serif text-lg font-semibold">Always included</h3>
          <CheckList items={venue.includes} columns={2} className="mt-4" />
        </div>
        <aside aria-label={`${venue.name} at a glance`} className="h-fit space-y-6 rounded-sm border border-border bg-surface p-6 shadow-xs sm:p-8">
          <div>
            <h3 className="font-serif text-lg font-semibold">At a glance</h3>
            <VenueFacts venue={venue} size="base" className="mt-3" />
          </div>
          <SetupOptions venue={venue} />
        </aside>
      </div>
    </PageSection>
  );
}
