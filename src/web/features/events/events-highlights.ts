import HeartHandshake from "lucide-react/icons/heart-handshake";
import Landmark from "lucide-react/icons/landmark";
import MapPin from "lucide-react/icons/map-pin";
import Users from "lucide-react/icons/users";
import { hotel } from "../../../../content/hotel.ts";
import { EVENT_CAPACITY } from "../../../../content/venues.ts";
import { proximityTime } from "../../lib/proximity-time.ts";
import { venueOfType } from "./venue-content.ts";

/**
 * The Events page's reasons to choose the hotel (why choose the hotel: room,
 * business and family features). Figures come from the content files that own them; the
 * business and family lists are the conference and party venues' own features.
 */

export const eventReasons = [
  {
    icon: Landmark,
    title: "A Victorian setting",
    description: `Period features, tall windows and a house that has hosted Carlisle's celebrations since ${hotel.foundedYear}.`,
  },
  {
    icon: Users,
    title: `${EVENT_CAPACITY.min} to ${EVENT_CAPACITY.max} guests`,
    description: "One function room that seats a wedding breakfast, a conference or a party, laid out the way you want it.",
  },
  {
    icon: HeartHandshake,
    title: "One family team",
    description: "The people who plan your event with you are the people who run it on the day, and they answer within 24 hours.",
  },
  {
    icon: MapPin,
    title: "Easy to reach",
    description: `M6 junction 42 in ${proximityTime("m6-junction-42")}, Carlisle city a ${proximityTime("carlisle-city")}, and free parking for your guests.`,
  },
] as const;

export const eventRoomsOffer = {
  title: "Rooms upstairs for your guests",
  description:
    "Nobody needs to rush for the last train: our bedrooms are just upstairs, with a cooked breakfast in the morning and reception on hand around the clock.",
} as const;

export const businessFeatures = venueOfType("conference").features;
export const familyFeatures = venueOfType("party").features;
