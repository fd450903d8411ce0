/**
 * How many guests the function room takes in each layout a venue offers (content/venues.ts
 * `setupOptions`), for the brochures' room plans. The room takes up to 150 (public-site §9); the
 * working layouts take fewer. Figures for the hotel to confirm against its own floor plan.
 */
import type { EventVenueType } from "./venues.ts";

const LAYOUT_CAPACITIES: Readonly<Record<EventVenueType, Readonly<Record<string, number>>>> = {
  wedding: { Theatre: 150, Cabaret: 120, Banquet: 130, "Cocktail reception": 150, "Mixed seating": 140 },
  conference: { Boardroom: 30, Theatre: 150, "U-shape": 40, Cabaret: 96, Classroom: 80 },
  party: { "Cocktail reception": 150, "Seated dinner": 130, Buffet: 150, "Mixed seating": 140, "Dance floor": 120 },
};

/** "Theatre: up to 150 guests". */
export function layoutLine(type: EventVenueType, layout: string): string {
  const capacity = LAYOUT_CAPACITIES[type][layout];
  return capacity === undefined ? layout : `${layout}: up to ${capacity} guests`;
}
