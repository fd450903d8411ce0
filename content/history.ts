import { hotel } from "./hotel.ts";
import type { HistoryEntry } from "../src/shared/content/home-sections.ts";

/**
 * The home page's history timeline (public-site §2: 1877, 1890s, 1960s, 1980s, Today). The
 * broad strokes (a Victorian townhouse opened as a hotel in 1877, still family-run) are the
 * hotel's public facts; the detail of each entry is a plausible story written for the site and
 * names no real person. The hotel must confirm or correct every entry (content/README.md).
 */

export const history = [
  {
    period: "1877",
    title: "The doors open",
    text: `A newly built red sandstone townhouse opens its doors as ${hotel.name}, offering clean beds, hot dinners and a warm fire to travellers arriving on Carlisle's busy railways. Its tall sash windows and sweeping staircase still greet guests today.`,
  },
  {
    period: "1890s",
    title: "Stained glass and gaslight",
    text: "The house is extended to the rear and the upper landing gains the stained glass windows that still colour our first-floor rooms on a sunny morning. The dining room becomes a favourite meeting place for market-day farmers and commercial travellers.",
  },
  {
    period: "1960s",
    title: "Ready for the motor car",
    text: "As more guests arrive by road than by rail, the old stable yard becomes a car park and the first private bathrooms are fitted. The bar, once the smoking room, opens to residents in the evenings.",
  },
  {
    period: "1980s",
    title: "A family home as well as a hotel",
    text: "The family who run the hotel today take over the house, live on the premises and set about a careful restoration, keeping the cornicing, fireplaces and stained glass while adding en-suites to almost every room.",
  },
  {
    period: "Today",
    title: "Still family-run",
    text: `Well over a century on, we are still a family business: ${hotel.receptionAvailability} reception, breakfast cooked to order, dogs and cats welcome, and the same Victorian house two minutes from the M6 and five minutes' walk from the city centre.`,
  },
] as const satisfies readonly HistoryEntry[];
