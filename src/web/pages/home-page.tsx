import { deferred, renderedNow } from "../lib/deferred-hydration.tsx";
import { HomeHero } from "../features/home/home-hero.tsx";

// The hero is hydrated at once; the sections below it follow with their own chunk.
const loadSections = () => import("../features/home/home-below-the-hero.tsx").then((module) => module.HomeBelowTheHero);
const BelowTheHero = import.meta.env.SSR ? renderedNow(await loadSections()) : deferred(loadSections);
const loadStaySearch = () => import("../features/rooms/stay-search-band.tsx").then((module) => module.StaySearchBand);
const StaySearch = import.meta.env.SSR ? renderedNow(await loadStaySearch()) : deferred(loadStaySearch);

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <StaySearch />
      <BelowTheHero />
    </>
  );
}
