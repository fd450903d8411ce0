import type { EventVenue } from "../../../../content/venues.ts";
import { CheckList } from "../../components/content/check-list.tsx";
import { PageSection } from "../../components/content/page-section.tsx";
import { SectionHeading } from "../../components/content/section-heading.tsx";
import { SurfaceCard } from "../../components/content/surface-card.tsx";
import { Tag } from "../../components/content/tag.tsx";
import { cn } from "../../lib/cn.ts";
import { formatPounds } from "../../../shared/money.ts";

/** A venue's packages side by side, the popular one raised and marked. */
export function VenuePackages({ venue, title }: { venue: EventVenue; title: string }) {
  const headingId = `${venue.slug}-packages-heading`;
  return (
    <PageSection labelledBy={headingId} tone="muted">
      <SectionHeading id={headingId} eyebrow="Packages" title={title}>
        <p>Prices are per {venue.price.per}. Every package can be shaped around your day: just ask.</p>
      </SectionHeading>
      <ul className={cn("mx-auto mt-12 grid max-w-5xl gap-6 md:items-center", venue.packages.length === 3 ? "md:grid-cols-3" : "md:grid-cols-2 md:max-w-3xl")}>
        {venue.packages.map((offer) => (
          <li key={offer.id}>
            <SurfaceCard
              aria-labelledby={`${offer.id}-name`}
              featured={offer.popular}
              clip={false}
              className={cn("relative p-7", offer.popular && "outline -outline-offset-6 outline-accent/30 md:py-10")}
            >
              {offer.popular && (
                <Tag tone="gold" className="absolute -top-3 left-1/2 -translate-x-1/2 shadow-sm">
                  Most popular
                </Tag>
              )}
              <h3 id={`${offer.id}-name`} className="text-center text-2xl font-semibold">
                {offer.name}
              </h3>
              <p className="mt-3 text-center">
                <span className="font-serif text-5xl font-semibold text-brand">{formatPounds(offer.price)}</span>
                <span className="text-muted-foreground"> per {venue.price.per}</span>
              </p>
              <p className="mt-4 text-center text-sm leading-relaxed text-muted-foreground">{offer.description}</p>
              <CheckList items={offer.includes} className="mt-6 border-t border-border pt-6 text-sm" />
            </SurfaceCard>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
