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

/**
 * The <Photo> path of a venue image. content/venues.ts still names its images as URLs
 * ("/images/events/weddings-hero.jpg"); the photo itself is expected at
 * content/photos/events/weddings-hero.jpg (content/README.md leaves the move to the lead).
 */
export function venuePhoto(imageUrl: string): string {
  const stem = imageUrl.slice(imageUrl.lastIndexOf("/") + 1).replace(/\.[a-z0-9]+$/i, "");
  return `events/${stem}`;
}

/** "120–150 guests" */
export function capacityText(venue: EventVenue): string {
  return `${venue.capacity.min}–${venue.capacity.max} guests`;
}
