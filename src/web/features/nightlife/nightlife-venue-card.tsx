import Footprints from "lucide-react/icons/footprints";
import { VENUE_TYPE_LABELS, type NightlifeVenue } from "../../../../content/nightlife.ts";
import { ExternalLink } from "../../components/content/external-link.tsx";
import { StarRating } from "../../components/content/star-rating.tsx";
import { SurfaceCard } from "../../components/content/surface-card.tsx";
import { AddressLine, CallLine } from "../../components/content/place-contact-lines.tsx";
import { Tag } from "../../components/content/tag.tsx";
import { OpeningHoursTable } from "./opening-hours-table.tsx";

/** A pub, bar or club: what it is like, where, how to call, its week of hours and features. */
export function NightlifeVenueCard({ venue }: { venue: NightlifeVenue }) {
  const headingId = `${venue.id}-heading`;
  return (
    <SurfaceCard aria-labelledby={headingId} className="h-full p-6 sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Tag>{VENUE_TYPE_LABELS[venue.type]}</Tag>
        <StarRating rating={venue.rating} />
      </div>
      <h3 id={headingId} className="mt-3 text-2xl font-semibold">
        {venue.name}
      </h3>
      <p className="mt-2 leading-relaxed text-muted-foreground">{venue.description}</p>
      <ul className="mt-4 flex flex-wrap gap-2">
        {venue.features.map((feature) => (
          <li key={feature} className="rounded-full border border-border bg-background px-3 py-1 text-xs font-medium">
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-6 grid items-start gap-6 border-t border-border pt-5 sm:grid-cols-2">
        <ul className="space-y-2.5 text-sm">
          <li className="flex items-center gap-2.5">
            <Footprints aria-hidden="true" className="size-4 shrink-0 text-accent" />
            {venue.distance}
          </li>
          <AddressLine>
            <address className="not-italic">{venue.address}</address>
          </AddressLine>
          <CallLine place={venue.name} phone={venue.phone} />
          {venue.website && (
            <li>
              <ExternalLink href={venue.website}>
                Website<span className="sr-only"> of {venue.name}</span>
              </ExternalLink>
            </li>
          )}
        </ul>
        <OpeningHoursTable hours={venue.openingHours} venueName={venue.name} />
      </div>
    </SurfaceCard>
  );
}
