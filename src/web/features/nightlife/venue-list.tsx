import type { NightlifeVenue } from "../../../../content/nightlife.ts";
import { CardList } from "../../components/content/card-list.tsx";
import { SectionHeading } from "../../components/content/section-heading.tsx";
import { NightlifeVenueCard } from "./nightlife-venue-card.tsx";

interface VenueListProps {
  id: string;
  title: string;
  intro: string;
  venues: readonly NightlifeVenue[];
}

/** One nightlife tab: its heading and the venues, two to a row on a wide screen. */
export function VenueList({ id, title, intro, venues }: VenueListProps) {
  return (
    <div>
      <SectionHeading id={id} title={title}>
        <p>{intro}</p>
      </SectionHeading>
      <CardList items={venues} className="mt-10 grid gap-6 lg:grid-cols-2">
        {(venue) => <NightlifeVenueCard venue={venue} />}
      </CardList>
    </div>
  );
}
