import { describe, expect, it } from "vitest";
import { ARTWORK_SUBJECTS, artworkSubjectOf, PHOTO_ARTWORK } from "../../../content/artwork.ts";
import { diningGallery } from "../../../content/dining.ts";
import { attractions } from "../../../content/explore.ts";
import { rooms } from "../../../content/rooms.ts";
import { eventVenues } from "../../../content/venues.ts";
import { ABOUT_SECTION_PHOTOS } from "../../../src/web/features/about/about-photos.ts";
import { photoIdOf } from "../../../src/shared/media/photo-sources.ts";

/** Every photo id the content items name, mapped to its <Photo> id the way the pages do it. */
const CONTENT_PHOTOS = [
  ...attractions.flatMap((attraction) => attraction.images.map((image) => `explore/${image}`)),
  ...eventVenues.flatMap((venue) => venue.images.map(photoIdOf)),
  ...rooms.flatMap((room) => room.images.map(photoIdOf)),
  ...diningGallery.map((photo) => `dining/${photo.fileStem}`),
  ...Object.values(ABOUT_SECTION_PHOTOS),
];

describe("the artwork each photo stands in with (content/artwork.ts)", () => {
  it("names an artwork that exists for every photo the content uses", () => {
    expect(CONTENT_PHOTOS.length).toBeGreaterThan(50);
    const missing = CONTENT_PHOTOS.filter((photo) => artworkSubjectOf(photo) === undefined);
    expect(missing).toEqual([]);
    for (const subject of Object.values(PHOTO_ARTWORK)) expect(ARTWORK_SUBJECTS).toContain(subject);
  });

  it("matches the subject, not the letters of the id", () => {
    expect(artworkSubjectOf("explore/explore-carlisle-cathedral-01")).toBe("cathedral"); // not a cat
    expect(artworkSubjectOf("explore/explore-carlisle-market-hall-01")).toBe("shops"); // not mountains
    expect(artworkSubjectOf("explore/explore-the-lanes-01")).toBe("shops");
    expect(artworkSubjectOf("events/parties-room")).toBe("party"); // not a bedroom
    expect(artworkSubjectOf("explore/explore-carlisle-castle-01")).toBe("castle");
    expect(artworkSubjectOf("rooms/bathroom-landing")).toBe("bathroom");
  });

  it("draws shops for every shopping attraction and a landscape or building for the rest", () => {
    for (const attraction of attractions) {
      const subject = artworkSubjectOf(`explore/${attraction.images[0] ?? ""}`);
      if (attraction.type === "shopping") expect(subject, attraction.name).toBe("shops");
      if (attraction.type === "nature") expect(subject, attraction.name).toBe("landscape");
    }
  });

  it("knows nothing of a photo it was not told about (the media build then stops)", () => {
    expect(artworkSubjectOf("explore/explore-a-new-cathedral-cat-01")).toBeUndefined();
    expect(artworkSubjectOf("toString")).toBeUndefined();
  });
});
