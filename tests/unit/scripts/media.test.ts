import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ARTWORK_SUBJECTS } from "../../../content/artwork.ts";
import { artworkSvg } from "../../../scripts/media/artwork.ts";
import { conferenceBrochureContent, privatePartyBrochureContent, type BrochureContent } from "../../../scripts/media/brochure-content.ts";
import { BROCHURES, conferenceBrochure, privatePartyBrochure } from "../../../scripts/media/brochures.ts";
import { BROCHURES as BROCHURE_LINKS } from "../../../src/web/features/events/brochure-link.tsx";
import { photoSrcSet, photosReferencedIn } from "../../../src/shared/media/photo-sources.ts";

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

  /** The text of the blocks under a heading, up to the next heading. */
  function section(content: BrochureContent, title: string): string[] {
    const start = content.blocks.findIndex((block) => block.kind === "heading" && block.text === title);
    if (start < 0) return [];
    const next = content.blocks.findIndex((block, index) => index > start && block.kind === "heading");
    return content.blocks.slice(start + 1, next < 0 ? undefined : next).map((block) => block.text);
  }

  it("hold what the conference page promises: packages, room layouts with capacities, and menus", () => {
    const conference = conferenceBrochureContent();
    expect(section(conference, "Packages")).toEqual(expect.arrayContaining(["Half Day: £25 per person", "Full Day: £45 per person (most popular)"]));
    expect(section(conference, "Room layouts")).toEqual(
      expect.arrayContaining(["Boardroom: up to 30 guests", "Theatre: up to 150 guests", "U-shape: up to 40 guests", "Cabaret: up to 96 guests", "Classroom: up to 80 guests"]),
    );
    const menus = section(conference, "Menus");
    expect(menus).toEqual(expect.arrayContaining(["On arrival (Half Day and Full Day)", "Hot and cold buffet lunch (Full Day)"]));
    expect(menus.join(" ")).toMatch(/gluten-free/);
  });

  it("never call a lone package 'most popular'", () => {
    const party = privatePartyBrochureContent();
    expect(section(party, "Package")).toContain("Celebration: £30 per person");
    expect(party.blocks.map((block) => block.text).join("\n")).not.toMatch(/most popular/i);
    expect(section(party, "Room layouts")).toContain("Seated dinner: up to 130 guests");
  });
});
