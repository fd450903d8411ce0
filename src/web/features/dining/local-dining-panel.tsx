import Footprints from "lucide-react/icons/footprints";
import { localDining } from "../../../../content/dining.ts";
import { AskReception } from "../../components/content/ask-reception.tsx";
import { SectionHeading } from "../../components/content/section-heading.tsx";
import { StarRating } from "../../components/content/star-rating.tsx";
import { SurfaceCard } from "../../components/content/surface-card.tsx";
import { Tag } from "../../components/content/tag.tsx";

/** The Local Dining tab: our four favourite places nearby, and reception to book a table. */
export function LocalDiningPanel() {
  return (
    <div>
      <SectionHeading id="local-dining-heading" title={localDining.title}>
        <p>{localDining.intro}</p>
      </SectionHeading>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {localDining.places.map((place) => (
          <li key={place.id} className="flex">
            <SurfaceCard aria-labelledby={`${place.id}-name`} className="w-full p-6">
              <Tag>{place.type}</Tag>
              <h3 id={`${place.id}-name`} className="mt-4 text-xl font-semibold">
                {place.name}
              </h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">{place.description}</p>
              <div className="mt-5 flex items-center justify-between gap-3 border-t border-border pt-4 text-sm">
                <span className="inline-flex items-center gap-1.5">
                  <Footprints aria-hidden="true" className="size-4 text-accent" />
                  {place.walkingDistance}
                </span>
                <StarRating rating={place.rating} />
              </div>
            </SurfaceCard>
          </li>
        ))}
      </ul>
      <AskReception className="mt-12" />
    </div>
  );
}
