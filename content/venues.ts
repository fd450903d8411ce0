import type { EventPackage, EventVenue } from "../src/shared/content/events.ts";

export type { EventPackage, EventVenue };

/**
 * The three event offers (public-site §3 "Event venue", §9): weddings, conferences and private
 * parties, with their packages and per-person prices. The web renders this file; the server keeps
 * a copy in the database and serves it at GET /api/events. No server imports here.
 */

export const EVENT_VENUE_TYPES = ["wedding", "conference", "party"] as const;
export type EventVenueType = (typeof EVENT_VENUE_TYPES)[number];

/** Every venue seats 120 to 150 guests (§9). */
export const EVENT_CAPACITY = { min: 120, max: 150 } as const;

export const eventVenues: readonly EventVenue[] = [
  {
    id: "wedding",
    slug: "weddings",
    name: "Weddings",
    type: "wedding",
    description:
      "Say \"I do\" in a Victorian house that has hosted Carlisle celebrations since 1877. Our family team looks after the whole day, from the welcome drink to the last dance, with rooms upstairs so nobody has to rush home.",
    capacity: EVENT_CAPACITY,
    duration: "Full day",
    price: { from: 45, currency: "GBP", per: "person" },
    includes: ["Dedicated wedding coordinator", "Exclusive use of the function room", "Bridal suite on the night", "Tables, chairs and linen", "Discounted rooms for your guests"],
    images: ["/images/events/weddings-hero.jpg", "/images/events/weddings-tables.jpg", "/images/events/weddings-cake.jpg"],
    packages: [
      {
        id: "wedding-bronze",
        name: "Bronze",
        price: 45,
        currency: "GBP",
        description: "The essentials, done beautifully: a three-course wedding breakfast and a glass of fizz for the toasts.",
        includes: ["Three-course wedding breakfast", "Glass of sparkling wine for the toasts", "Cake stand and knife", "White table linen"],
        popular: false,
      },
      {
        id: "wedding-silver",
        name: "Silver",
        price: 65,
        currency: "GBP",
        description: "Our couples' favourite: drinks on arrival, wine with the meal and an evening buffet for your extra guests.",
        includes: ["Drinks reception on arrival", "Three-course wedding breakfast", "Half a bottle of house wine per guest", "Sparkling wine for the toasts", "Evening buffet", "Chair covers and sashes"],
        popular: true,
      },
      {
        id: "wedding-gold",
        name: "Gold",
        price: 85,
        currency: "GBP",
        description: "Everything taken care of: canapés, a four-course breakfast, a full drinks package and a disco to finish the night.",
        includes: ["Canapés and drinks reception", "Four-course wedding breakfast", "Drinks package through the meal", "Sparkling wine for the toasts", "Evening buffet", "Resident DJ and dance floor", "Chair covers and centrepieces"],
        popular: false,
      },
    ],
    features: ["Victorian function room with period features", "Garden for photographs", "Bar with local Cumbrian ales", "Free parking for guests", "Rooms for guests on the night", "Ten minutes' walk from Carlisle Cathedral"],
    setupOptions: ["Theatre", "Cabaret", "Banquet", "Cocktail reception", "Mixed seating"],
  },
  {
    id: "conference",
    slug: "conferences",
    name: "Conferences & Meetings",
    type: "conference",
    description:
      "A calm, well-equipped room two minutes from M6 junction 42 and a short walk from Carlisle station, with fast Wi-Fi, plenty of coffee and a team who make sure your day runs to time.",
    capacity: EVENT_CAPACITY,
    duration: "Half day or full day",
    price: { from: 25, currency: "GBP", per: "person" },
    includes: ["Projector and screen", "Free Wi-Fi", "Flip charts and stationery", "Free parking", "Tea, coffee and biscuits"],
    images: ["/images/events/conferences-room.jpg", "/images/events/conferences-break.jpg"],
    packages: [
      {
        id: "conference-half-day",
        name: "Half Day",
        price: 25,
        currency: "GBP",
        description: "A morning or an afternoon: the room, the kit and refreshments on arrival and at the break.",
        includes: ["Room hire for up to four hours", "Projector, screen and Wi-Fi", "Tea, coffee and biscuits twice", "Flip charts and stationery"],
        popular: false,
      },
      {
        id: "conference-full-day",
        name: "Full Day",
        price: 45,
        currency: "GBP",
        description: "The whole working day with a hot and cold buffet lunch, so your delegates never need to leave the building.",
        includes: ["Room hire for the full day", "Projector, screen and Wi-Fi", "Tea, coffee and pastries on arrival", "Hot and cold buffet lunch", "Afternoon tea and cakes", "Flip charts and stationery"],
        popular: true,
      },
    ],
    features: ["Two minutes from M6 junction 42", "Five minutes' walk from Carlisle station", "Natural daylight", "Fast fibre Wi-Fi", "Free on-site parking", "Bedrooms for delegates staying over"],
    setupOptions: ["Boardroom", "Theatre", "U-shape", "Cabaret", "Classroom"],
  },
  {
    id: "party",
    slug: "private-parties",
    name: "Private Parties",
    type: "party",
    description:
      "Birthdays, anniversaries, retirements, graduations, holiday gatherings and company nights out: hire our Victorian function room for the evening and let us look after the food, the bar and the tidying up.",
    capacity: EVENT_CAPACITY,
    duration: "4-6 hours",
    price: { from: 30, currency: "GBP", per: "person" },
    includes: ["Private function room", "Dedicated bar and bar staff", "Buffet or seated dinner", "Tables, chairs and linen", "Space for a DJ or band"],
    images: ["/images/events/parties-room.jpg", "/images/events/parties-buffet.jpg"],
    packages: [
      {
        id: "party-celebration",
        name: "Celebration",
        price: 30,
        currency: "GBP",
        description: "A four-to-six-hour party with a generous buffet, your own bar and the room set up the way you want it.",
        includes: ["Room hire for four to six hours", "Hot and cold buffet", "Private bar", "Room set up and cleared for you"],
        // The only party package: "most popular" of one would mean nothing.
        popular: false,
      },
    ],
    features: ["Private bar", "Dance floor", "Room for a DJ or live band", "Buffet or seated dinner", "Free parking", "Bedrooms for guests who would rather stay"],
    setupOptions: ["Cocktail reception", "Seated dinner", "Buffet", "Mixed seating", "Dance floor"],
  },
];
