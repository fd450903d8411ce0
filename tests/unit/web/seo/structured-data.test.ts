import { describe, expect, it } from "vitest";
import { facilities } from "../../../../content/facilities.ts";
import { FAQ_COUNT, faqs } from "../../../../content/faq.ts";
import { hotel } from "../../../../content/hotel.ts";
import { rooms } from "../../../../content/rooms.ts";
import { isoTimeOf } from "../../../../src/web/features/seo/hotel-schema.ts";
import { jsonLdScript, type JsonLdNode } from "../../../../src/web/features/seo/json-ld.ts";
import { structuredDataFor } from "../../../../src/web/features/seo/structured-data.ts";

const PUBLIC_URL = "https://www.courtfield-hotel.example.com";

/** The one node a page carries, read back through the <script> text as a crawler would. */
function nodeOf(pathname: string): Record<string, unknown> {
  const nodes = structuredDataFor(pathname, PUBLIC_URL);
  expect(nodes).toHaveLength(1);
  const [node] = nodes as [JsonLdNode];
  const script = jsonLdScript(node);
  const match = /^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(script);
  expect(match, "a single JSON-LD script element").not.toBeNull();
  return JSON.parse(match?.[1] ?? "") as Record<string, unknown>;
}

const featureShape = { "@type": "LocationFeatureSpecification", name: expect.any(String) as unknown, value: true };

describe("the home page's Hotel", () => {
  const node = nodeOf("/");

  it("identifies the hotel with its address, position and contact details", () => {
    expect(node).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Hotel",
      "@id": `${PUBLIC_URL}/#hotel`,
      name: hotel.name,
      url: `${PUBLIC_URL}/`,
      telephone: hotel.phone.e164,
      email: hotel.email,
      address: {
        "@type": "PostalAddress",
        streetAddress: hotel.address.street,
        addressLocality: "Carlisle",
        addressRegion: "Cumbria",
        postalCode: hotel.address.postcode,
        addressCountry: "GB",
      },
      geo: { "@type": "GeoCoordinates", latitude: hotel.coordinates.lat, longitude: hotel.coordinates.lng },
    });
    expect(node.description).toEqual(expect.stringContaining("27 en-suite rooms"));
    expect(node.image).toBe(`${PUBLIC_URL}/media/og/default.jpg`);
  });

  it("states the stay's facts: times, pets, rooms and prices", () => {
    expect(node).toMatchObject({ checkinTime: "15:00", checkoutTime: "10:00", petsAllowed: true, numberOfRooms: 28, priceRange: "£65–£185" });
  });

  it("lists every facility as an amenity feature", () => {
    expect(node.amenityFeature).toEqual(facilities.map((facility) => ({ ...featureShape, name: facility.name })));
  });

  it("claims no star rating and no aggregate rating (the reviews are samples)", () => {
    expect(node).not.toHaveProperty("starRating");
    expect(node).not.toHaveProperty("aggregateRating");
    expect(node).not.toHaveProperty("review");
  });
});

describe("a room page's HotelRoom", () => {
  it("describes the room inside the hotel", () => {
    const room = rooms.find((candidate) => candidate.number === 12);
    const node = nodeOf("/rooms/room-12");
    expect(node).toMatchObject({
      "@context": "https://schema.org",
      "@type": "HotelRoom",
      name: "Room 12",
      description: room?.description,
      url: `${PUBLIC_URL}/rooms/room-12`,
      occupancy: { "@type": "QuantitativeValue", maxValue: 2 },
      bed: [{ "@type": "BedDetails", numberOfBeds: 1, typeOfBed: "King" }],
      containedInPlace: { "@type": "Hotel", "@id": `${PUBLIC_URL}/#hotel`, name: hotel.name },
    });
    expect(node.amenityFeature).toEqual(room?.amenities.map((amenity) => ({ ...featureShape, name: amenity.name })));
  });

  it.each([
    ["room-4", 1, [{ numberOfBeds: 1, typeOfBed: "Single" }]],
    ["room-1", 2, [{ numberOfBeds: 1, typeOfBed: "Double" }]],
    ["room-14", 2, [{ numberOfBeds: 2, typeOfBed: "Single" }]],
    ["room-5", 3, [{ numberOfBeds: 1, typeOfBed: "Double" }, { numberOfBeds: 1, typeOfBed: "Single" }]],
    ["room-8", 4, [{ numberOfBeds: 1, typeOfBed: "Double" }, { numberOfBeds: 2, typeOfBed: "Single" }]],
  ])("%s sleeps %i in its beds", (slug, guests, beds) => {
    const node = nodeOf(`/rooms/${slug}`);
    expect(node.occupancy).toMatchObject({ maxValue: guests });
    expect(node.bed).toEqual(beds.map((bed) => ({ "@type": "BedDetails", ...bed })));
  });

  it("is left out for hidden rooms and for slugs that are no room", () => {
    expect(structuredDataFor("/rooms/room-10", PUBLIC_URL)).toEqual([]);
    expect(structuredDataFor("/rooms/room-99", PUBLIC_URL)).toEqual([]);
    expect(structuredDataFor("/rooms", PUBLIC_URL)).toEqual([]);
  });
});

describe("the contact page's FAQPage", () => {
  it("has all 16 questions with their answers", () => {
    const node = nodeOf("/contact");
    expect(node).toMatchObject({ "@context": "https://schema.org", "@type": "FAQPage", url: `${PUBLIC_URL}/contact` });
    const questions = node.mainEntity as Array<{ "@type": string; name: string; acceptedAnswer: { "@type": string; text: string } }>;
    expect(questions).toHaveLength(FAQ_COUNT);
    questions.forEach((question, index) => {
      expect(question).toEqual({
        "@type": "Question",
        name: faqs[index]?.question,
        acceptedAnswer: { "@type": "Answer", text: faqs[index]?.answer.join(" ") },
      });
    });
  });
});

describe("JSON-LD in HTML", () => {
  it("cannot be closed or broken by its own text", () => {
    const text = "</script><script>alert(1)</script> & more";
    const script = jsonLdScript({ "@type": "Thing", name: text });
    const body = script.replace(/^<script type="application\/ld\+json">/, "").replace(/<\/script>$/, "");
    expect(body).not.toMatch(/[<>&]/);
    expect(body).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(body)).toEqual({ "@type": "Thing", name: text });
  });

  it("is only on the home, room and contact pages", () => {
    for (const pathname of ["/about", "/rooms", "/dining", "/cookie-policy"]) expect(structuredDataFor(pathname, PUBLIC_URL)).toEqual([]);
  });
});

describe("clock times", () => {
  it.each([
    ["3:00 PM", "15:00"],
    ["10:00 AM", "10:00"],
    ["12:00 PM", "12:00"],
    ["12:30 AM", "00:30"],
  ])("%s is %s", (clock, iso) => expect(isoTimeOf(clock)).toBe(iso));

  it("rejects anything else", () => expect(() => isoTimeOf("15:00")).toThrow());
});
