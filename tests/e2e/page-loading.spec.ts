import { expect, test, visit } from "./fixtures.ts";

// How a public page loads (ADR 011, ADR 044): its stylesheet is inline, so the first paint waits
// for no other request; the islands runtime is fetched only once that paint has happened.

const PAGES = ["/", "/events/weddings", "/contact", "/rooms/room-12"];

test.describe("page loading order", () => {

  test("the served HTML has the stylesheet inline and no script or stylesheet to fetch before it paints", async ({ request }) => {
    for (const pathname of PAGES) {
      const html = await (await request.get(pathname)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head.match(/<style>/g), pathname).toHaveLength(1);
      expect(html, pathname).not.toMatch(/<link rel="stylesheet"/);
      expect(html, pathname).not.toMatch(/<script[^>]*\ssrc=/);
      // The app's modules wait, inert, in a <template> until the loader adds them.
      expect(head, pathname).toMatch(/<template id="after-paint-modules" data-entry="\/assets\/[^"]+\.js"><link rel="modulepreload"/);
    }
  });

  test("the islands runtime is requested only after the first contentful paint, and then listens", async ({ page }) => {
    for (const pathname of PAGES) {
      await visit(page, pathname);
      const timing = await page.evaluate(() => ({
        firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
        scriptStarts: performance
          .getEntriesByType("resource")
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
      expect(timing.firstContentfulPaint, pathname).toBeGreaterThan(0);
      expect(timing.scriptStarts.length, pathname).toBeGreaterThan(0);
      expect(Math.min(...timing.scriptStarts), pathname).toBeGreaterThanOrEqual(timing.firstContentfulPaint);
    }
  });
});

test("a tap on an island's button before the islands runtime has started is not lost: it is replayed once the island is live", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/islands-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/about");
  const banner = page.getByRole("region", { name: "Your cookie choices" });
  await banner.getByRole("button", { name: "Essential Only", exact: true }).click();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  release();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem("cookie-consent"))).toBe("essential");
});

test("a cookie choice is stored at the click, before any script of the page has loaded, and survives leaving at once", async ({ page }) => {
  // Every script but the inline ones is held for good: no island ever wakes on this visit.
  await page.route(/\/assets\/[^/]+\.js$/, () => undefined);
  await page.goto("/about");
  const banner = page.getByRole("region", { name: "Your cookie choices" });
  await banner.getByRole("button", { name: "Essential Only", exact: true }).click();
  await expect(banner).toBeHidden();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  await page.unroute(/\/assets\/[^/]+\.js$/);
  await page.reload({ waitUntil: "networkidle" });
  await expect(page.getByRole("region", { name: "Your cookie choices" })).toHaveCount(0);
  expect(await page.evaluate(() => [localStorage.getItem("cookie-consent"), localStorage.getItem("cookie-consent-marketing")])).toEqual(["essential", "false"]);
});
