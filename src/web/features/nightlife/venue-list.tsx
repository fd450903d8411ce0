import type { NightlifeVenue } from "../../../../content/nightlife.ts";
import { SectionHeader } from "../../components/content/section-header.tsx";
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
      <SectionHeader id={id} title={title}>
        <p>{intro}</p>
      </SectionHeader>
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
