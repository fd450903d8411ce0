// The public pages' only script (ADR 044): a page is its pre-rendered HTML,
// and this wakes its islands, each as its own React root, when first seen or touched. React and
// each island's code load only then; the header, footer and content never hydrate.
import { announceCookieBanner } from "./components/consent/cookie-announcement.ts";
import { enforceCookieConsent } from "./components/consent/consent-store.ts";
import type { IslandDefinition } from "./lib/islands/define-island.ts";
import { startIslands } from "./lib/islands/islands-runtime.ts";
import { showThemeChoice } from "./lib/theme.ts";

const islandModules = import.meta.glob<IslandDefinition>("./islands/*.tsx", { import: "default" });

// Consent is kept on every page, whether or not the banner's island ever wakes: tracking cookies
// of a refused category go at once, a first visit's banner is announced, and toasts learn its
// height to stand above it. The theme switches show the stored choice.
enforceCookieConsent();
announceCookieBanner();
showThemeChoice();
startIslands((name) => islandModules[`./islands/${name}.tsx`]);
// Today's prices fill the rooms' price slots without React (ADR 046), on the pages that have them.
if (document.querySelector("[data-room-price]")) void import("./features/rooms/live-price-slots.ts").then((module) => module.fillLivePriceSlots());
