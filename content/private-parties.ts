import type { PartyType } from "../src/shared/content/events.ts";

/**
 * The private-parties page (public-site §2 "/events/private-parties"): six party types and ten
 * features. Capacity, prices, packages and set-ups are the event venue's and live in
 * content/venues.ts; this file holds only the words this page adds.
 */

export const partyTypes = [
  {
    id: "birthday",
    name: "Birthday Parties",
    description: "From a milestone 18th to a surprise 80th: your own room, your own bar and a buffet that keeps the dance floor going.",
    icon: "Cake",
  },
  {
    id: "anniversary",
    name: "Anniversaries",
    description: "Raise a glass to the years together with family and old friends, in a Victorian room that suits a little ceremony.",
    icon: "Heart",
  },
  {
    id: "retirement",
    name: "Retirement Parties",
    description: "Send a colleague off in style, with speeches, a seated dinner or a relaxed buffet and rooms upstairs for those travelling far.",
    icon: "Sunset",
  },
  {
    id: "graduation",
    name: "Graduation Celebrations",
    description: "Gather the family after the ceremony for a proper meal and a toast to all that hard work.",
    icon: "GraduationCap",
  },
  {
    id: "holiday",
    name: "Holiday Parties",
    description: "Christmas, New Year or any season worth celebrating, with festive food and a room dressed for the occasion.",
    icon: "Sparkles",
  },
  {
    id: "corporate",
    name: "Corporate Events",
    description: "Team nights, client thank-yous and company milestones, two minutes from the M6 with free parking for everyone.",
    icon: "Briefcase",
  },
] as const satisfies readonly PartyType[];

/** The page's ten features, in the order shown. */
export const partyFeatures = [
  "Private Victorian function room for the whole evening",
  "Your own bar with dedicated bar staff",
  "Hot and cold buffet or a seated dinner",
  "Dance floor with space for a DJ or live band",
  "Tables, chairs and linen set up and cleared for you",
  "A named event host from our family team",
  "Menus for vegetarian, vegan and other dietary needs",
  "Discounted bedrooms for guests who would rather stay",
  "Free on-site parking",
  "Five minutes' walk from Carlisle station",
] as const;

export const privatePartiesIntro = {
  title: "Private Parties",
  lead: "Whatever you are celebrating, we will look after the food, the bar and the tidying up, so you can enjoy the night with your guests.",
} as const;
