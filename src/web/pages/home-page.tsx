import { deferred, renderedNow } from "../lib/deferred-hydration.tsx";
import { HomeHero } from "../features/home/home-hero.tsx";

// The hero is hydrated at once; the sections below it follow with their own chunk.
const loadSections = () => import("../features/home/home-below-the-hero.tsx").then((module) => module.HomeBelowTheHero);
const BelowTheHero = import.meta.env.SSR ? renderedNow(await loadSections()) : deferred(loadSections);

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <BelowTheHero />
    </>
  );
}
