import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { artworkSvg, sceneFor } from "../../../scripts/media/artwork.ts";
import { BROCHURES, conferenceBrochure, privatePartyBrochure } from "../../../scripts/media/brochures.ts";
import { BROCHURES as BROCHURE_LINKS } from "../../../src/web/features/events/brochure-link.tsx";
import { photoSrcSet, photosReferencedIn } from "../../../src/shared/media/photo-sources.ts";

describe("generated artwork", () => {
  it("draws the same picture for the same id, and a different one for another", () => {
    expect(artworkSvg("rooms/room-12")).toBe(artworkSvg("rooms/room-12"));
    expect(artworkSvg("rooms/room-12")).not.toBe(artworkSvg("rooms/room-14"));
  });

  it("is an SVG that rasterises at 1600 x 1200", async () => {
    const metadata = await sharp(Buffer.from(artworkSvg("dining/dining-01-breakfast-room"))).metadata();
    expect(metadata).toMatchObject({ format: "svg", width: 1600, height: 1200 });
  });

  it("chooses the scene from the words of the id", () => {
    expect(sceneFor("rooms/bathroom-bath")).toBe("bathroom");
    expect(sceneFor("events/wedding-breakfast")).toBe("wedding");
    expect(sceneFor("explore/carlisle-castle")).toBe("castle");
    expect(sceneFor("home/home-dog-welcome")).toBe("pet");
    expect(sceneFor("rooms/room-3")).toBe("bedroom");
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
