import { hotel } from "./hotel.ts";
import type { Facility, IconName } from "../src/shared/content/home-sections.ts";

export type { IconName };

/**
 * What the house offers every guest, for the home page's facilities section and the about page.
 * Icons are lucide-react export names as plain strings, so this file needs no React; the web maps
 * a name to its component and shows a star for an unknown name, as the room amenities do (§3).
 */

export const facilities = [
  {
    id: "wifi",
    name: "Free Wi-Fi",
    description: "Fast fibre broadband in every bedroom, the bar and the breakfast room.",
    icon: "Wifi",
  },
  {
    id: "parking",
    name: "Free parking",
    description: "Park on site at no charge while you stay, two minutes from M6 junction 42.",
    icon: "SquareParking",
  },
  {
    id: "bar",
    name: "Resident bar",
    description: "Cumbrian ales, wines and a good choice of spirits, poured every evening from 5:00 PM to 11:00 PM.",
    icon: "Wine",
  },
  {
    id: "breakfast",
    name: "Breakfast",
    description: "A full Cumbrian breakfast or something lighter, cooked to order each morning in our breakfast room.",
    icon: "Coffee",
  },
  {
    id: "pets",
    name: "Pet friendly",
    description: "Every room welcomes well-behaved dogs and cats, with water bowls and a towel for muddy paws.",
    icon: "PawPrint",
  },
  {
    id: "reception",
    name: `Reception ${hotel.receptionAvailability}`,
    description: "Someone from the team is always here, so a late train or an early start is never a problem.",
    icon: "ConciergeBell",
  },
  {
    id: "luggage",
    name: "Luggage storage",
    description: `Arrived before ${hotel.checkIn} or leaving after ${hotel.checkOut}? Leave your bags with us and explore the city.`,
    icon: "Luggage",
  },
  {
    id: "family",
    name: "Family rooms",
    description: "Rooms that sleep three or four, so the whole family can stay together under one tall Victorian ceiling.",
    icon: "Users",
  },
  {
    id: "events",
    name: "Events and celebrations",
    description: "A Victorian function room for weddings, meetings and parties, with bedrooms upstairs for your guests.",
    icon: "PartyPopper",
  },
  {
    id: "location",
    name: "Close to everything",
    description: "Five minutes' walk to the city centre and the station, ten to the castle and the cathedral.",
    icon: "MapPin",
  },
] as const satisfies readonly Facility[];
