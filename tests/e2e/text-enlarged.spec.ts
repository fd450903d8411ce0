import { visibleRooms } from "../../content/rooms.ts";
import { useDeviceTheme } from "./axe.ts";
import { expect, menuButton, mobileMenu, test, visit, type Page } from "./fixtures.ts";
import { sweepOf } from "./long-form.ts";

// WCAG 2.2 1.4.4 and 1.4.10: every page of the sitemap, on a 320-pixel-wide screen with the
// text doubled (the root font size at 200%, as a browser's text-size setting does), in both
// themes: nothing runs past the screen's right edge, and the top bar's text stays on its band.
// One browser context, the pages in sequence; the desktop project only (no PHONE tag): the width
// is set here.

const WIDTH = 320;
test.use({ viewport: { width: WIDTH, height: 640 } });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "essential"));
});

/** The paths of the sitemap, in its order. */
async function sitemapPaths(page: Page): Promise<string[]> {
  const xml = await (await page.request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url ?? "").pathname);
}

/** One room of each type: the short form's room pages (ADR 084), one page of each kind. */
const ONE_ROOM_OF_EACH_TYPE = new Set([...new Map(visibleRooms.map((room) => [room.type, `/rooms/${room.slug}`])).values()]);

/** Every page in the long form; in the short form every page but the rooms beyond one of each type. */
function pagesToCheck(paths: readonly string[]): readonly string[] {
  return sweepOf(paths, paths.filter((path) => !path.startsWith("/rooms/") || ONE_ROOM_OF_EACH_TYPE.has(path)));
}

/** What lies past the screen's right edge (or off its band, for the top bar), described for the report. */
function overflowOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width) found.push(`the page scrolls sideways (${scrollWidth} px wide)`);
    const describe = (element: Element): string => {
      const id = element.id ? `#${element.id}` : "";
      const label = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `${element.tagName.toLowerCase()}${id} "${label}"`;
    };
    /** Clipped by a box that ends on the screen (a carousel's track, a scrolling table): not past the edge. */
    const clippedOnScreen = (element: Element): boolean => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== "visible" && parent.getBoundingClientRect().right <= width + 1) return true;
      }
      return false;
    };
    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      if (box.right <= width + 1 || box.width <= 1 || box.height <= 1) continue;
      const style = getComputedStyle(element);
      if (style.visibility !== "visible" || style.opacity === "0" || !element.checkVisibility()) continue;
      if (clippedOnScreen(element)) continue;
      // Only the outermost: what a box past the edge holds is past it too.
      const parent = element.parentElement;
      if (parent && parent !== document.body && parent.getBoundingClientRect().right > width + 1) continue;
      found.push(`${describe(element)} ends at x ${Math.round(box.right)}`);
    }
    const topBar = document.querySelector("header > :first-child");
    if (topBar) {
      const band = topBar.getBoundingClientRect();
      for (const element of topBar.querySelectorAll("a, span")) {
        const box = element.getBoundingClientRect();
        if (box.height > 1 && element.checkVisibility() && (box.top < band.top - 1 || box.bottom > band.bottom + 1)) found.push(`top bar: ${describe(element)} off its band`);
      }
    }
    return found;
  });
}

test("every page of the sitemap fits a 320-pixel screen with the text at 200%, light and dark", async ({ page }) => {
  const sitemap = await sitemapPaths(page);
  expect(sitemap.length).toBeGreaterThan(40);
  const paths = pagesToCheck(sitemap);
  test.setTimeout(paths.length * 8_000);
  const problems: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await page.evaluate(() => {
      document.documentElement.style.fontSize = "200%";
    });
    for (const theme of ["light", "dark"] as const) {
      await useDeviceTheme(page, theme);
      for (const problem of await overflowOf(page)) problems.push(`${path} (${theme}): ${problem}`);
    }
  }
  expect(problems).toEqual([]);
});

test("with the text at 200% on a phone, the header keeps the menu button and Book Now on screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, "/");
  await page.evaluate(() => {
    document.documentElement.style.fontSize = "200%";
  });
  const header = page.getByRole("banner");
  await expect(menuButton(page)).toBeInViewport({ ratio: 1 });
  await expect(header.getByRole("link", { name: /Book Now/ })).toBeInViewport({ ratio: 1 });
  await menuButton(page).click();
  await expect(mobileMenu(page).getByRole("link", { name: "Rooms" })).toBeInViewport();
});
