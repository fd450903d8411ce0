import { eventVenues, type EventVenue, type EventVenueType } from "../../../../content/venues.ts";

/** The badge on an event card and a venue page. */
export const EVENT_TYPE_LABELS: Readonly<Record<EventVenueType, string>> = {
  wedding: "Wedding",
  conference: "Conference",
  party: "Private party",
};

export function venueOfType(type: EventVenueType): EventVenue {
  const venue = eventVenues.find((candidate) => candidate.type === type);
  if (!venue) throw new RangeError(`No event venue of type ${type}`);
  return venue;
}

/** "120–150 guests" */
export function capacityText(venue: EventVenue): string {
  return `${venue.capacity.min}–${venue.capacity.max} guests`;
}
