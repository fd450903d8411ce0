import { Link } from "react-router-dom";
import type { EventVenue } from "../../../../content/venues.ts";
import { SurfaceCard } from "../../components/content/surface-card.tsx";
import { Tag } from "../../components/content/tag.tsx";
import { Photo } from "../../components/media/photo.tsx";
import { buttonVariants } from "../../components/ui/button.tsx";
import { photoIdOf } from "../../../shared/media/photo-sources.ts";
import { EVENT_TYPE_LABELS } from "./venue-content.ts";
import { VenueFacts } from "./venue-facts.tsx";

/** One event offer on the Events page: photo, type, description, capacity and the two ways in. */
export function EventVenueCard({ venue }: { venue: EventVenue }) {
  const path = `/events/${venue.slug}`;
  const headingId = `${venue.slug}-card-heading`;
  const [image] = venue.images;
  return (
    <SurfaceCard aria-labelledby={headingId} className="h-full">
      <div className="relative">
        {image && <Photo photo={photoIdOf(image)} alt="" sizes="(min-width: 1024px) 26rem, (min-width: 640px) 50vw, 100vw" />}
        <Tag tone="wine" className="absolute top-4 left-4 shadow-sm">
          {EVENT_TYPE_LABELS[venue.type]}
        </Tag>
      </div>
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <h3 id={headingId} className="text-2xl font-semibold">
          {venue.name}
        </h3>
        <p className="mt-3 flex-1 leading-relaxed text-muted-foreground">{venue.description}</p>
        <VenueFacts venue={venue} className="mt-5 border-t border-border pt-5" />
        <div className="mt-6 grid grid-cols-2 gap-3">
          <Link to={path} className={buttonVariants({ variant: "outline" })}>
            Learn More<span className="sr-only"> about {venue.name}</span>
          </Link>
          <Link to={`${path}#enquiry-form`} className={buttonVariants()}>
            Get Quote<span className="sr-only"> for {venue.name}</span>
          </Link>
        </div>
      </div>
    </SurfaceCard>
  );
}
