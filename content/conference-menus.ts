import type { ConferenceMenu } from "../src/shared/content/events.ts";

/**
 * What delegates eat and drink on a conference day, by the conference packages of
 * content/venues.ts (the conference brochure's "Menus"; the page promises them). No prices: the
 * food is part of each package's price per person.
 */
export const conferenceMenus: readonly ConferenceMenu[] = [
  {
    name: "On arrival",
    servedWith: "Half Day and Full Day",
    dishes: ["Freshly brewed coffee and a choice of teas", "Biscuits (Half Day) or warm pastries and fruit (Full Day)", "Still and sparkling water in the room all day"],
  },
  {
    name: "Hot and cold buffet lunch",
    servedWith: "Full Day",
    dishes: [
      "Sandwiches and wraps on bread from a Carlisle bakery",
      "Cumberland sausage rolls, and a vegetarian tart of the day",
      "A hot dish of the day with seasonal vegetables (a vegetarian choice too)",
      "Two salads, crisps, and a fruit platter",
    ],
  },
  {
    name: "Afternoon tea",
    servedWith: "Full Day (Half Day: tea, coffee and biscuits at the break)",
    dishes: ["Tea and coffee", "Homemade cakes and scones with jam and cream"],
  },
];

/** Said under the menus: what the kitchen can do for other diets. */
export const CONFERENCE_MENU_NOTE =
  "Vegetarian, vegan, gluten-free and other diets are catered for: tell us when you book. Menus change with the seasons.";
