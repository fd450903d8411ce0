/**
 * What the generated stand-in artwork of each photo shows (docs/decisions/010, 016), until the
 * hotel drops its own photo at content/photos/<id>.jpg. Named here, photo by photo, rather than
 * guessed from the words of the id: a guessed "cat" in "cathedral" drew a cat, "parties" is not
 * "party", and a market hall is not a mountain. A photo the pages use and this list leaves out
 * stops the media build (scripts/build-media.ts) with its id.
 */
import { ROOM_COUNT } from "./room-numbers.ts";

/** The scenes scripts/media/artwork.ts can draw. */
export const ARTWORK_SUBJECTS = [
  "bedroom",
  "bathroom",
  "dining",
  "bar",
  "wedding",
  "conference",
  "party",
  "facade",
  "landscape",
  "castle",
  "cathedral",
  "shops",
  "pet",
] as const;

export type ArtworkSubject = (typeof ARTWORK_SUBJECTS)[number];

const ROOM_PHOTOS: Readonly<Record<string, ArtworkSubject>> = Object.fromEntries([
  ...Array.from({ length: ROOM_COUNT }, (_, index): [string, ArtworkSubject] => [`rooms/room-${index + 1}`, "bedroom"]),
  ...["single", "double", "twin", "standard_family", "deluxe_family"].map((type): [string, ArtworkSubject] => [`rooms/${type}-interior`, "bedroom"]),
  ...["bath", "shower", "landing"].map((kind): [string, ArtworkSubject] => [`rooms/bathroom-${kind}`, "bathroom"]),
]);

/** Photo id (its path under content/photos, without extension) → what its artwork shows. */
export const PHOTO_ARTWORK: Readonly<Record<string, ArtworkSubject>> = {
  "home/hero": "facade",
  "home/home-bedroom": "bedroom",
  "home/home-breakfast": "dining",
  "home/home-function-room": "conference",
  "home/home-dog-welcome": "pet",
  "about/about-01-house-exterior": "facade",
  "about/about-02-victorian-staircase": "facade",
  "about/about-03-reception-welcome": "facade",
  "about/about-04-carlisle-city-centre": "shops",
  "contact/contact-01-front-door": "facade",
  "pet-friendly/pet-friendly-01-dog-in-the-bar": "pet",
  "dining/dining-01-breakfast-room": "dining",
  "dining/dining-02-cumbrian-breakfast": "dining",
  "dining/dining-03-continental-table": "dining",
  "dining/dining-04-tea-and-toast": "dining",
  "dining/dining-05-resident-bar": "bar",
  "dining/dining-06-local-ales": "bar",
  "dining/dining-07-bar-fireside": "bar",
  "events/weddings-hero": "wedding",
  "events/weddings-tables": "wedding",
  "events/weddings-cake": "wedding",
  "events/conferences-room": "conference",
  "events/conferences-break": "conference",
  "events/parties-room": "party",
  "events/parties-buffet": "party",
  "explore/explore-carlisle-castle-01": "castle",
  "explore/explore-carlisle-cathedral-01": "cathedral",
  "explore/explore-tullie-house-01": "facade",
  "explore/explore-guildhall-museum-01": "facade",
  "explore/explore-carlisle-citadel-01": "castle",
  "explore/explore-birdoswald-roman-fort-01": "landscape",
  "explore/explore-rickerby-park-01": "landscape",
  "explore/explore-talkin-tarn-01": "landscape",
  "explore/explore-bitts-park-01": "landscape",
  "explore/explore-the-lanes-01": "shops",
  "explore/explore-carlisle-market-hall-01": "shops",
  "explore/explore-botchergate-01": "shops",
  "explore/explore-old-fire-station-01": "facade",
  ...ROOM_PHOTOS,
};

/** The subject of a photo's artwork, or undefined when this list does not name one. */
export function artworkSubjectOf(photoId: string): ArtworkSubject | undefined {
  return Object.hasOwn(PHOTO_ARTWORK, photoId) ? PHOTO_ARTWORK[photoId] : undefined;
}
