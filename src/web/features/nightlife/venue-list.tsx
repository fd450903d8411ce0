import type { NightlifeVenue } from "../../../../content/nightlife.ts";
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
      <ul className="mt-10 grid gap-6 lg:grid-cols-2">
        {venues.map((venue) => (
          <li key={venue.id}>
            <NightlifeVenueCard venue={venue} />
          </li>
        ))}
      </ul>
    </div>
  );
}
