import Car from "lucide-react/icons/car";
import Footprints from "lucide-react/icons/footprints";
import Hourglass from "lucide-react/icons/hourglass";
import Ticket from "lucide-react/icons/ticket";
import { ATTRACTION_TYPE_LABELS, type Attraction } from "../../../../content/explore.ts";
import { DirectionsLink, ExternalLink } from "../../components/content/external-link.tsx";
import { SurfaceCard } from "../../components/content/surface-card.tsx";
import { Tag } from "../../components/content/tag.tsx";
import { Photo } from "../../components/media/photo.tsx";
import { attractionPriceText } from "./attraction-price.ts";

/** One local attraction: type, what it is, how far, how long, what it costs, and how to get there. */
export function AttractionCard({ attraction }: { attraction: Attraction }) {
  const headingId = `${attraction.id}-heading`;
  const [image] = attraction.images;
  const distance = attraction.distance.walking ?? attraction.distance.driving;
  const facts = [
    { Icon: attraction.distance.walking ? Footprints : Car, term: "Distance", value: distance },
    { Icon: Hourglass, term: "Time to allow", value: attraction.duration },
    { Icon: Ticket, term: "Admission", value: attractionPriceText(attraction.price) },
  ];
  return (
    <SurfaceCard aria-labelledby={headingId} className="h-full">
      {image && <Photo photo={`explore/${image}`} alt="" aspectRatio={16 / 9} sizes="(min-width: 1024px) 26rem, (min-width: 640px) 50vw, 100vw" />}
      <div className="flex flex-1 flex-col p-6">
        <Tag>{ATTRACTION_TYPE_LABELS[attraction.type]}</Tag>
        <h3 id={headingId} className="mt-3 text-xl font-semibold">
          {attraction.name}
        </h3>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">{attraction.description}</p>
        <dl className="mt-5 grid gap-2 border-t border-border pt-4 text-sm">
          {facts.map(({ Icon, term, value }) => (
            <div key={term} className="flex items-start gap-2.5">
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
              <dt className="sr-only">{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {attraction.price.basis !== "free" && attraction.price.note && <p className="mt-2 text-xs leading-relaxed text-muted-foreground">{attraction.price.note}</p>}
        <div className="mt-5 flex flex-wrap gap-x-6 gap-y-2">
          <DirectionsLink to={attraction.coordinates} place={attraction.name} />
          {attraction.website && (
            <ExternalLink href={attraction.website}>
              Website<span className="sr-only"> of {attraction.name}</span>
            </ExternalLink>
          )}
        </div>
      </div>
    </SurfaceCard>
  );
}
