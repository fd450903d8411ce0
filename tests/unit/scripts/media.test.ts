import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ARTWORK_SUBJECTS } from "../../../content/artwork.ts";
import { artworkSvg } from "../../../scripts/media/artwork.ts";
import { BROCHURES, conferenceBrochure, privatePartyBrochure } from "../../../scripts/media/brochures.ts";
import { BROCHURES as BROCHURE_LINKS } from "../../../src/web/features/events/brochure-link.tsx";
import { photoSrcSet, photosReferencedIn } from "../../../src/web/components/media/photo-sources.ts";

describe("generated artwork", () => {
  it("draws the same picture for the same id, and a different one for another", () => {
    expect(artworkSvg("rooms/room-12", "bedroom")).toBe(artworkSvg("rooms/room-12", "bedroom"));
    expect(artworkSvg("rooms/room-12", "bedroom")).not.toBe(artworkSvg("rooms/room-14", "bedroom"));
  });

  it("is an SVG that rasterises at 1600 x 1200", async () => {
    const metadata = await sharp(Buffer.from(artworkSvg("dining/dining-01-breakfast-room", "dining"))).metadata();
    expect(metadata).toMatchObject({ format: "svg", width: 1600, height: 1200 });
  });

  it("draws every subject content/artwork.ts can name, each one differently, as a valid picture", async () => {
    const drawings = ARTWORK_SUBJECTS.map((subject) => artworkSvg("explore/same-id", subject));
    expect(new Set(drawings).size).toBe(ARTWORK_SUBJECTS.length);
    for (const svg of drawings) expect(await sharp(Buffer.from(svg)).metadata()).toMatchObject({ width: 1600, height: 1200 });
  });
});

describe("photo sources", () => {
  it("offers every width and reads the photo ids back from a page", () => {
    const srcSet = photoSrcSet("home/hero", "avif");
    expect(srcSet).toBe("/media/home/hero-480.avif 480w, /media/home/hero-960.avif 960w, /media/home/hero-1600.avif 1600w");
    expect(photosReferencedIn(`<img src="/media/home/hero-960.webp"><source srcset="${srcSet}"><img src="/media/rooms/room-12-480.webp">`)).toEqual([
      "home/hero",
      "rooms/room-12",
    ]);
  });
});

describe("brochures", () => {
  it("are written where the pages link to them", () => {
    expect(Object.keys(BROCHURES).map((file) => `/brochures/${file}`).sort()).toEqual(Object.values(BROCHURE_LINKS).sort());
  });

  it("are real PDFs with the venue's title and prices from content/venues.ts", async () => {
    const conference = await PDFDocument.load(await conferenceBrochure());
    expect(conference.getTitle()).toBe("Conferences & Meetings | The Courtfield Hotel");
    expect(conference.getPageCount()).toBeGreaterThanOrEqual(1);
    const party = await PDFDocument.load(await privatePartyBrochure());
    expect(party.getTitle()).toBe("Private Parties | The Courtfield Hotel");
    expect(conference.getKeywords()).toContain("Half Day £25");
    expect(conference.getKeywords()).toContain("Full Day £45");
  });
});
