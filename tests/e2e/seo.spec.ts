import { readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { expect, test, visit } from "./fixtures.ts";

interface ManifestRoute {
  path: string;
  public: boolean;
}

const manifest = JSON.parse(readFileSync(path.resolve("dist/client/prerender-manifest.json"), "utf8")) as { routes: ManifestRoute[] };
const publicPaths = manifest.routes.filter((route) => route.public).map((route) => route.path);

/** The served <head> of a path, read as a crawler reads it (no JavaScript). */
async function headOf(request: APIRequestContext, pathname: string): Promise<string> {
  const response = await request.get(pathname);
  expect(response.status(), pathname).toBe(200);
  const html = await response.text();
  return html.slice(0, html.indexOf("</head>"));
}

function attribute(head: string, tag: RegExp): string | undefined {
  return tag.exec(head)?.[1];
}

function meta(head: string, key: string): string | undefined {
  return attribute(head, new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`));
}

/** Every JSON-LD block of a page, parsed. */
function jsonLd(head: string): Array<Record<string, unknown>> {
  return [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json ?? "") as Record<string, unknown>,
  );
}

test.describe("what search engines and link previews read", () => {

  test("every public page has its canonical link and complete, absolute Open Graph tags", async ({ request }) => {
    for (const pathname of publicPaths) {
      const head = await headOf(request, pathname);
      const canonical = attribute(head, /<link rel="canonical" href="([^"]+)"/);
      expect(canonical, `${pathname} canonical`).toMatch(new RegExp(`^https?://[^/]+${pathname === "/" ? "/" : pathname}$`));
      const origin = new URL(canonical ?? "").origin;
      expect(meta(head, "og:url"), pathname).toBe(canonical);
      expect(meta(head, "og:type"), pathname).toBe("website");
      expect(meta(head, "og:site_name"), pathname).toBe("The Courtfield Hotel");
      expect(meta(head, "og:locale"), pathname).toBe("en_GB");
      expect(meta(head, "og:title"), pathname).toBe(attribute(head, /<title>([^<]+)<\/title>/));
      expect(meta(head, "og:description"), pathname).toBe(meta(head, "description"));
      expect(meta(head, "og:image"), pathname).toBe(`${origin}/media/og/default.jpg`);
      expect(meta(head, "og:image:type"), pathname).toBe("image/jpeg");
      expect(meta(head, "og:image:width"), pathname).toBe("1200");
      expect(meta(head, "og:image:height"), pathname).toBe("630");
      expect(meta(head, "og:image:alt"), pathname).toBeTruthy();
      expect(meta(head, "twitter:card"), pathname).toBe("summary_large_image");
    }
  });

  test("the link-preview picture exists: a 1200 x 630 JPEG", async ({ request }) => {
    const response = await request.get("/media/og/default.jpg");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/jpeg");
    const jpeg = await response.body();
    // The size sits in the JPEG's start-of-frame segment (SOF0 or SOF2: FF C0 / FF C2).
    const frame = jpeg.findIndex((byte, index) => byte === 0xff && (jpeg[index + 1] === 0xc0 || jpeg[index + 1] === 0xc2));
    expect(frame).toBeGreaterThan(0);
    expect({ height: jpeg.readUInt16BE(frame + 5), width: jpeg.readUInt16BE(frame + 7) }).toEqual({ width: 1200, height: 630 });
  });

  test("the home page describes the hotel as a schema.org Hotel", async ({ request }) => {
    const [hotel, ...others] = jsonLd(await headOf(request, "/"));
    expect(others).toEqual([]);
    expect(hotel).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Hotel",
      name: "The Courtfield Hotel",
      address: { "@type": "PostalAddress", addressLocality: "Carlisle", addressCountry: "GB" },
      geo: { "@type": "GeoCoordinates" },
      checkinTime: "15:00",
      checkoutTime: "10:00",
      petsAllowed: true,
      numberOfRooms: 28,
      priceRange: "£65–£185",
    });
    expect(hotel?.telephone).toMatch(/^\+44\d+$/);
    expect(hotel?.email).toMatch(/@/);
    expect(hotel?.url).toMatch(/^https?:\/\/[^/]+\/$/);
    expect((hotel?.amenityFeature as unknown[]).length).toBeGreaterThan(0);
    expect(hotel).not.toHaveProperty("aggregateRating");
  });

  test("a room page describes its room inside the hotel", async ({ request }) => {
    const [room, ...others] = jsonLd(await headOf(request, "/rooms/room-12"));
    expect(others).toEqual([]);
    expect(room).toMatchObject({
      "@type": "HotelRoom",
      name: "Room 12",
      occupancy: { "@type": "QuantitativeValue", maxValue: 2 },
      bed: [{ "@type": "BedDetails", numberOfBeds: 1, typeOfBed: "King" }],
      containedInPlace: { "@type": "Hotel", name: "The Courtfield Hotel" },
    });
    expect(room?.description).toEqual(expect.stringContaining("king-size bed"));
    expect((room?.containedInPlace as { "@id": string })["@id"]).toMatch(/^https?:\/\/[^/]+\/#hotel$/);
  });

  test("the contact page carries its 16 questions as an FAQPage", async ({ request }) => {
    const [faq, ...others] = jsonLd(await headOf(request, "/contact"));
    expect(others).toEqual([]);
    expect(faq).toMatchObject({ "@type": "FAQPage" });
    const questions = faq?.mainEntity as Array<{ "@type": string; name: string; acceptedAnswer: { text: string } }>;
    expect(questions).toHaveLength(16);
    for (const question of questions) {
      expect(question["@type"]).toBe("Question");
      expect(question.name).toMatch(/\?$/);
      expect(question.acceptedAnswer.text.length).toBeGreaterThan(10);
    }
  });

  test("other pages, and rooms that are not available, carry no structured data", async ({ request }) => {
    for (const pathname of ["/about", "/rooms", "/rooms/room-10", "/cookie-policy"]) {
      expect(jsonLd(await headOf(request, pathname)), pathname).toEqual([]);
    }
  });
});

test("the structured data sits in the live page without a CSP complaint and parses in the browser", async ({ page }) => {
  // The consoleErrors fixture fails the test on any CSP report about these blocks.
  await visit(page, "/contact");
  const types = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
    scripts.map((script) => (JSON.parse(script.textContent ?? "") as { "@type": string })["@type"]),
  );
  expect(types).toEqual(["FAQPage"]);
});
