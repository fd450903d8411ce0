import { HomeBelowTheHero } from "../features/home/home-below-the-hero.tsx";
import { HomeHero } from "../features/home/home-hero.tsx";
import { StaySearchBand } from "../features/rooms/stay-search-band.tsx";

/** The home page, pre-rendered; its stay search, reviews carousel and (with a film) hero backdrop are islands (ADR 044). */
export default function HomePage() {
  return (
    <>
      <HomeHero />
      <StaySearchBand />
      <HomeBelowTheHero />
    </>
  );
}
