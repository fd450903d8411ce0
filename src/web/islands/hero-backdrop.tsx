import { HeroBackdrop } from "../features/home/hero-backdrop.tsx";
import { defineIsland } from "../lib/islands/define-island.ts";

// Visible: the hero film starts by itself once the poster photo has loaded. Used only when the
// build has a film (__HERO_VIDEO__); without one the backdrop is plain pre-rendered markup.
export default defineIsland("hero-backdrop", HeroBackdrop, "visible");
