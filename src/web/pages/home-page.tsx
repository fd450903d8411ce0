import { HomeHero } from "../features/home/home-hero.tsx";
import { HotelHighlights } from "../features/home/hotel-highlights.tsx";
import { NearbyPlaces } from "../features/home/nearby-places.tsx";

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <HotelHighlights />
      <NearbyPlaces />
    </>
  );
}
