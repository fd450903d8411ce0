import { deferred, renderedNow } from "../lib/deferred-hydration.tsx";
import { PageIntro } from "../components/content/page-intro.tsx";

// The list is pre-rendered in full; its code (the room data, filter and price refresh) follows the page's first load.
const loadCatalogue = () => import("../features/rooms/rooms-catalogue.tsx").then((module) => module.RoomsCatalogue);
const RoomsCatalogue = import.meta.env.SSR ? renderedNow(await loadCatalogue()) : deferred(loadCatalogue);
const loadStaySearch = () => import("../features/rooms/stay-search-band.tsx").then((module) => module.StaySearchBand);
const StaySearch = import.meta.env.SSR ? renderedNow(await loadStaySearch()) : deferred(loadStaySearch);

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
      <StaySearch />
      <RoomsCatalogue />
    </>
  );
}
