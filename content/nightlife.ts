import { hotel } from "./hotel.ts";
import type { DayHours, NightlifeVenue } from "../src/shared/content/nightlife.ts";

export type { DayHours, NightlifeVenue };

/**
 * The Nightlife page (public-site §2, §3 "Venue"): two tabs, four pubs and bars and four clubs.
 * Every venue here is FICTIONAL: a placeholder on a real Carlisle street (no house numbers, so no
 * real business is pointed at), a phone number from Ofcom's drama range (01632 960000–960999) and
 * an example.com website. The hotel replaces them with the places it really recommends, with
 * their permission and checked details, before launch (content/README.md).
 */

export const NIGHTLIFE_TABS = [
  { id: "pubs", label: "Pubs Around" },
  { id: "clubs", label: "Clubs Around" },
] as const;
export type NightlifeTabId = (typeof NIGHTLIFE_TABS)[number]["id"];

type VenueType = NightlifeVenue["type"];

export const VENUE_TYPE_LABELS: Readonly<Record<VenueType, string>> = {
  "restaurant-bar": "Restaurant & Bar",
  pub: "Pub",
  bar: "Bar",
  club: "Club",
};

export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const open = (opens: string, closes: string): DayHours => ({ opens, closes });

function phone(lastThree: string): NightlifeVenue["phone"] {
  return { display: `01632 960${lastThree}`, e164: `+441632960${lastThree}` };
}

const PUB_HOURS: Readonly<Record<Weekday, DayHours>> = {
  monday: open("12:00", "23:00"),
  tuesday: open("12:00", "23:00"),
  wednesday: open("12:00", "23:00"),
  thursday: open("12:00", "23:00"),
  friday: open("12:00", "00:00"),
  saturday: open("12:00", "00:00"),
  sunday: open("12:00", "22:30"),
};

const CLUB_HOURS: Readonly<Record<Weekday, DayHours>> = {
  monday: null,
  tuesday: null,
  wednesday: null,
  thursday: open("22:00", "02:00"),
  friday: open("22:00", "03:00"),
  saturday: open("22:00", "03:00"),
  sunday: null,
};

export const pubs = [
  {
    id: "eden-and-oak",
    name: "Eden & Oak",
    type: "restaurant-bar",
    distance: "4 min walk",
    description: "A relaxed dining bar in a converted Georgian house: small plates and Sunday roasts by day, cocktails and Cumbrian gin by candlelight after dark.",
    rating: 4.5,
    openingHours: {
      monday: null,
      tuesday: open("12:00", "23:00"),
      wednesday: open("12:00", "23:00"),
      thursday: open("12:00", "23:00"),
      friday: open("12:00", "00:00"),
      saturday: open("10:00", "00:00"),
      sunday: open("12:00", "21:00"),
    },
    address: "Warwick Road, Carlisle CA1",
    phone: phone("201"),
    website: "https://eden-and-oak.example.com",
    features: ["Food served until 9 PM", "Cocktail list", "Sunday roasts", "Dog-friendly bar area"],
  },
  {
    id: "signal-lamp",
    name: "The Signal Lamp",
    type: "pub",
    distance: "3 min walk",
    description: "A proper railwaymen's local near the station, with a coal fire, six hand pumps of northern ales and a quiz that takes itself far too seriously.",
    rating: 4.4,
    openingHours: PUB_HOURS,
    address: "Botchergate, Carlisle CA1",
    phone: phone("202"),
    features: ["Six cask ales", "Open fire", "Tuesday quiz night", "Live sport"],
  },
  {
    id: "linen-weaver",
    name: "The Linen Weaver",
    type: "pub",
    distance: "10 min walk",
    description: "A snug old inn in the Historic Quarter, a short stroll from the cathedral, where folk musicians gather on Thursday evenings and the beer garden catches the afternoon sun.",
    rating: 4.6,
    openingHours: PUB_HOURS,
    address: "Castle Street, Carlisle CA3",
    phone: phone("203"),
    website: "https://linen-weaver.example.com",
    features: ["Folk session on Thursdays", "Beer garden", "Local cider", "Dogs welcome"],
  },
  {
    id: "ropewalk-tap",
    name: "Ropewalk Tap",
    type: "bar",
    distance: "7 min walk",
    description: "A modern craft beer bar with twenty taps, a fridge full of Cumbrian bottles and a bright, friendly crowd; good pizza from the hatch at the back.",
    rating: 4.3,
    openingHours: {
      monday: open("16:00", "23:00"),
      tuesday: open("16:00", "23:00"),
      wednesday: open("16:00", "23:00"),
      thursday: open("16:00", "23:00"),
      friday: open("12:00", "00:00"),
      saturday: open("12:00", "00:00"),
      sunday: open("12:00", "22:00"),
    },
    address: "Lowther Street, Carlisle CA3",
    phone: phone("204"),
    website: "https://ropewalk-tap.example.com",
    features: ["Twenty craft beers on tap", "Pizza", "Board games", "Alcohol-free choices"],
  },
] as const satisfies readonly NightlifeVenue[];

export const clubs = [
  {
    id: "foundry-social",
    name: "Foundry Social",
    type: "club",
    distance: "4 min walk",
    description: "The biggest dance floor in town, in an old ironworks shed: chart hits and anthems on two floors, with a roof terrace for a breather.",
    rating: 4.1,
    openingHours: CLUB_HOURS,
    address: "Botchergate, Carlisle CA1",
    phone: phone("211"),
    website: "https://foundry-social.example.com",
    features: ["Two rooms", "Roof terrace", "Guest DJs on Saturdays", "Over-18s only"],
  },
  {
    id: "halcyon-rooms",
    name: "Halcyon Rooms",
    type: "club",
    distance: "5 min walk",
    description: "A glamorous cocktail club with velvet booths and a dance floor that fills after midnight, playing soul, disco and house.",
    rating: 4.2,
    openingHours: {
      monday: null,
      tuesday: null,
      wednesday: null,
      thursday: null,
      friday: open("21:00", "03:00"),
      saturday: open("21:00", "03:00"),
      sunday: null,
    },
    address: "Botchergate, Carlisle CA1",
    phone: phone("212"),
    features: ["Booth reservations", "Cocktail menu", "Smart dress code", "Over-21s on Saturdays"],
  },
  {
    id: "the-undercroft",
    name: "The Undercroft",
    type: "club",
    distance: "9 min walk",
    description: "A vaulted cellar club for live bands, indie nights and the occasional drum and bass all-nighter. Small, loud and much loved.",
    rating: 4.3,
    openingHours: {
      monday: null,
      tuesday: null,
      wednesday: open("20:00", "01:00"),
      thursday: open("20:00", "02:00"),
      friday: open("20:00", "03:00"),
      saturday: open("20:00", "03:00"),
      sunday: null,
    },
    address: "West Tower Street, Carlisle CA3",
    phone: phone("213"),
    website: "https://the-undercroft.example.com",
    features: ["Live music", "Indie and alternative nights", "Cloakroom", "Tickets on the door"],
  },
  {
    id: "kestrel-club",
    name: "Kestrel Club",
    type: "club",
    distance: "6 min walk",
    description: "Friendly, unpretentious and always busy: party classics, karaoke in the side room and cheap drinks before eleven.",
    rating: 3.9,
    openingHours: CLUB_HOURS,
    address: "Lowther Street, Carlisle CA3",
    phone: phone("214"),
    features: ["Karaoke room", "Party classics", "Drinks offers before 11 PM", "Step-free entrance"],
  },
] as const satisfies readonly NightlifeVenue[];

export const nightlifeTips = [
  "There is no ride-hailing service in Carlisle: pre-book a local taxi home, or ask reception to call one.",
  `Reception is open ${hotel.receptionAvailability}, so there is no curfew and someone will always be here to let you in.`,
  "Venues follow Challenge 25, so carry photo ID even if you are sure you look old enough.",
  "Botchergate and the streets around the Citadel are busiest on Friday and Saturday nights; smart-casual dress is the safe choice for clubs.",
  "Most venues here are within a ten-minute walk of the hotel; keep to the main, well-lit streets on the way back.",
  "Drink water between rounds, and leave room for a full Cumbrian breakfast in the morning.",
] as const;
