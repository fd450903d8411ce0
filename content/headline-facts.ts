import { hotel } from "./hotel.ts";
import type { Pounds } from "./money.ts";
import type { HeadlineFact, HeadlineFactId, ProximityFact } from "../src/shared/content/headline-facts.ts";

export type { HeadlineFactId };

/**
 * The headline facts the site shows publicly and the proximity list (public-site §1), word for
 * word. Hours and the founding year come from content/hotel.ts so they are written once.
 * The room wording is this list's own: other pages count rooms differently (DESIGN decision 11,
 * see content/README.md), so do not "correct" one page from another.
 */

/** The marketing "from" price of §1. Room pages show their own per-type prices (§9). */
export const MARKETING_FROM_PRICE: Pounds = 65;

const ROOMS_HEADLINE = "27 en-suite rooms plus one non en-suite room";

export const headlineFacts = [
  { id: "rooms", label: ROOMS_HEADLINE, detail: "Singles, doubles, twins and family rooms in a Victorian townhouse" },
  { id: "from-price", label: `from £${MARKETING_FROM_PRICE}/night`, detail: "Rates vary with the season and the room" },
  { id: "free-wifi", label: "Free Wi-Fi", detail: "Throughout the house, bedrooms included" },
  { id: "free-parking", label: "Free parking", detail: "On site, for every guest" },
  { id: "pet-friendly", label: "Pet friendly", detail: "Dogs and cats welcome in every room" },
  { id: "resident-bar", label: "Resident bar", detail: "Local ales from 5:00 PM to 11:00 PM" },
  { id: "breakfast", label: "Breakfast", detail: "Cooked to order every morning" },
  { id: "best-rate-guarantee", label: "Best Rate Guarantee", detail: "Our lowest price is always the one on our own website" },
  { id: "open-since", label: `Open since ${hotel.foundedYear}`, detail: "Welcoming travellers to Carlisle for well over a century" },
  { id: "reception", label: `Reception ${hotel.receptionAvailability}`, detail: "Someone is always here, day and night" },
  { id: "check-in", label: `Check-in ${hotel.checkIn}`, detail: "Arriving early? We will gladly mind your bags" },
  { id: "check-out", label: `Check-out ${hotel.checkOut}`, detail: "Late check-out on request, when the house allows" },
] as const satisfies readonly HeadlineFact[];

function near(id: string, place: string, minutes: number, mode: ProximityFact["mode"], time: string, label: string): ProximityFact {
  return { id, place, minutes, mode, time, label };
}

/** §1, in the spec's order. Times without "walk" are by car. */
export const proximity: readonly ProximityFact[] = [
  near("m6-junction-42", "M6 Junction 42", 2, "drive", "2 minutes", "M6 Junction 42 in 2 minutes"),
  near("carlisle-city", "Carlisle city", 5, "walk", "5 minute walk", "Carlisle city 5 minute walk"),
  near("carlisle-castle", "Carlisle Castle", 10, "walk", "10 minute walk", "Carlisle Castle 10 minute walk"),
  near("hadrians-wall", "Hadrian's Wall", 15, "drive", "15 minutes", "Hadrian's Wall 15 minutes"),
  near("lake-district", "Lake District", 20, "drive", "20 minutes", "Lake District 20 minutes"),
  near("scotland-border", "Scotland border", 30, "drive", "30 minutes", "Scotland border 30 minutes"),
];
