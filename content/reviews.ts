import type { Review, ReviewSummary } from "../src/shared/content/reviews.ts";

/**
 * Sample guest testimonials for the home page carousel (public-site §2, §3 "Review", §4: three at a
 * time, advancing every 5 seconds). They are written for the site, not quoted from a review
 * platform: the hotel should replace them with real reviews it has permission to publish before
 * launch (see content/README.md). The summary figures are the spec's (§9).
 */

export const reviewSummary = { average: 4.7, count: 813 } as const satisfies ReviewSummary;

/** How the carousel behaves (§4, §9). */
export const REVIEW_CAROUSEL = { intervalMs: 5000, visible: 3 } as const;

export const reviews = [
  {
    id: "review-helen",
    rating: 5,
    name: "Helen R.",
    date: "2025-09-14",
    text: "You can tell it's family-run the moment you walk in. We were greeted by name, shown the best place to park and given a little map of the walls and the cathedral. Our room kept its original cornicing and a tall sash window, and the bed was wonderfully comfortable.",
  },
  {
    id: "review-andrew",
    rating: 5,
    name: "Andrew M.",
    date: "2025-08-02",
    text: "Best breakfast of our whole trip up the west coast. Proper Cumberland sausage, eggs done exactly as asked and a pot of tea that kept coming. We came off the train at Carlisle and were at the front door in five minutes with our cases.",
  },
  {
    id: "review-priya",
    rating: 5,
    name: "Priya S.",
    date: "2025-06-21",
    text: "We brought our spaniel, Biscuit, and she was made more welcome than we were. A bowl and a treat waiting in the room, a towel for her paws after Rickerby Park, and the staff knew her name by the second morning.",
  },
  {
    id: "review-gordon",
    rating: 4,
    name: "Gordon T.",
    date: "2025-05-10",
    text: "Handy stop off the M6 on the way home to Glasgow, two minutes from the junction with free parking. The room was spotless and quiet. Only a four because our single was on the snug side, but for a night's sleep it was everything we needed.",
  },
  {
    id: "review-claire",
    rating: 5,
    name: "Claire and Tom B.",
    date: "2025-04-19",
    text: "We stayed for our anniversary and asked for one of the rooms with an original stained glass window. Waking up to coloured light across the bedspread was magical. A quiet pint of local ale in the resident bar that evening finished a lovely day.",
  },
  {
    id: "review-margaret",
    rating: 5,
    name: "Margaret L.",
    date: "2025-03-08",
    text: "The castle is a ten-minute stroll away and we walked to the cathedral for evensong. The house itself is full of character, with that grand Victorian staircase and high ceilings, but it's warm and cosy rather than stuffy.",
  },
  {
    id: "review-daniel",
    rating: 4,
    name: "Daniel K.",
    date: "2025-01-25",
    text: "Stayed three nights for work. Wi-Fi was quick enough for video calls and reception sorted an early breakfast bag for my 6 AM start without a fuss. The street-facing rooms hear a little evening traffic, so ask for the garden side if you're a light sleeper.",
  },
  {
    id: "review-fiona",
    rating: 5,
    name: "Fiona W.",
    date: "2024-11-16",
    text: "Our train was delayed and we didn't arrive until after midnight. Someone was waiting at reception with a smile and offered us a hot drink. That sort of thing is why we'll be back.",
  },
  {
    id: "review-james",
    rating: 5,
    name: "James and family",
    date: "2024-08-23",
    text: "Two adults, two children and plenty of room in the family room. The kids loved Tullie House and the castle, we loved being able to walk everywhere. Breakfast kept everyone going until a late lunch by Talkin Tarn.",
  },
  {
    id: "review-sue",
    rating: 5,
    name: "Sue P.",
    date: "2024-07-06",
    text: "We walked Hadrian's Wall Path and this was our base either side. Space for our muddy boots, a breakfast bag for the early start, and a genuinely kind welcome back. It feels like a proper old-fashioned hotel in the best sense.",
  },
] as const satisfies readonly Review[];
