import { FacilitiesSection } from "./facilities-section.tsx";
import { FeatureCards } from "./feature-cards.tsx";
import { HeadlineFactsBand } from "./headline-facts-band.tsx";
import { HistoryTimeline } from "./history-timeline.tsx";
import { LocationSection } from "./location-section.tsx";
import { ReviewsCarousel } from "./reviews-carousel.tsx";

/** Everything on the home page after the hero; hydrated after the page's first-load code (see deferred-hydration.tsx). */
export function HomeBelowTheHero() {
  return (
    <>
      <HeadlineFactsBand />
      <FeatureCards />
      <HistoryTimeline />
      <FacilitiesSection />
      <LocationSection />
      <ReviewsCarousel />
    </>
  );
}
