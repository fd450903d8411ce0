import reviewsCarousel from "../../islands/reviews-carousel.tsx";
import { Island } from "../../lib/islands/island.tsx";
import { FacilitiesSection } from "./facilities-section.tsx";
import { FeatureCards } from "./feature-cards.tsx";
import { HeadlineFactsBand } from "./headline-facts-band.tsx";
import { HistoryTimeline } from "./history-timeline.tsx";
import { LocationSection } from "./location-section.tsx";

/** Everything on the home page after the hero and the stay search, pre-rendered; the reviews carousel is an island (ADR 044). */
export function HomeBelowTheHero() {
  return (
    <>
      <HeadlineFactsBand />
      <FeatureCards />
      <HistoryTimeline />
      <FacilitiesSection />
      <LocationSection />
      <Island of={reviewsCarousel} props={{}} />
    </>
  );
}
