import { PageIntro } from "../components/content/page-intro.tsx";
import { StaySearchBand } from "../features/rooms/stay-search-band.tsx";
import roomsCatalogue from "../islands/rooms-catalogue.tsx";
import { Island } from "../lib/islands/island.tsx";

/** /rooms, pre-rendered in full; the stay search and the list (its filter and today's prices) are islands (ADR 044). */
export default function RoomsPage() {
  return (
    <>
      <PageIntro eyebrow="Stay with us" title="Our Rooms">
        <p>
          Single, double, twin and family rooms across two floors of our Victorian building, each with free Wi-Fi, tea and coffee, and a
          warm welcome for your dog or cat.
        </p>
        <p>Every room can be booked direct for our best rate.</p>
      </PageIntro>
      <StaySearchBand />
      <Island of={roomsCatalogue} props={{}} />
    </>
  );
}
