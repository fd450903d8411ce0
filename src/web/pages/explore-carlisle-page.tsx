import type { ReactNode } from "react";
import { EXPLORE_TABS, dayTrips, travelGuides, type ExploreTabId } from "../../../content/explore.ts";
import { CardList } from "../components/content/card-list.tsx";
import { PageSection } from "../components/content/page-section.tsx";
import { SectionHeading } from "../components/content/section-heading.tsx";
import { PageIntro } from "../components/content/page-intro.tsx";
import { Tabs } from "../components/ui/tabs.tsx";
import { AttractionsPanel } from "../features/explore/attractions-panel.tsx";
import { DayTripCard } from "../features/explore/day-trip-card.tsx";
import { TravelGuide } from "../features/explore/travel-guide.tsx";
import { proximityTime } from "../lib/proximity-time.ts";

const PANELS: Record<ExploreTabId, ReactNode> = {
  attractions: <AttractionsPanel />,
  "day-trips": (
    <div>
      <SectionHeading id="day-trips-heading" title="Day Trips">
        <p>Three of our favourite days out, each planned from breakfast to the drive home.</p>
      </SectionHeading>
      <CardList items={dayTrips} className="mt-10 space-y-8">
        {(trip) => <DayTripCard trip={trip} />}
      </CardList>
    </div>
  ),
  guides: (
    <div>
      <SectionHeading id="guides-heading" title="Travel Guides">
        <p>Our notes for making the most of Carlisle, whoever you are travelling with.</p>
      </SectionHeading>
      <CardList items={travelGuides} className="mt-10 grid gap-6 lg:grid-cols-2">
        {(guide) => <TravelGuide guide={guide} />}
      </CardList>
    </div>
  ),
};

export default function ExploreCarlislePage() {
  return (
    <>
      <PageIntro eyebrow="On our doorstep" title="Explore Carlisle">
        <p>
          Carlisle Castle is a {proximityTime("carlisle-castle")} away, Hadrian&apos;s Wall {proximityTime("hadrians-wall")}, the Lake District{" "}
          {proximityTime("lake-district")} and the Scottish border {proximityTime("scotland-border")}. Here is our guide to the city and the country around it.
        </p>
      </PageIntro>
      <PageSection labelledBy="explore-tabs-heading">
        <h2 id="explore-tabs-heading" className="sr-only">
          Attractions, day trips and guides
        </h2>
        <Tabs idPrefix="explore" label="Explore Carlisle" defaultTabId="attractions" tabs={EXPLORE_TABS.map((tab) => ({ ...tab, panel: PANELS[tab.id] }))} />
      </PageSection>
    </>
  );
}
