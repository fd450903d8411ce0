import type { Locator } from "@playwright/test";
import sharp from "sharp";
import { allowConsoleError, expect, test, visit, waitForHydration, type Page } from "./fixtures.ts";
import { PHONE } from "./axe.ts";

// ADR 016: what a guest sees at phone and desktop widths (both projects run every test).

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not laid out");
  return box;
}

async function storeCookieChoice(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem("cookie-consent", "essential");
    localStorage.setItem("cookie-consent-analytics", "false");
    localStorage.setItem("cookie-consent-marketing", "false");
  });
}

function contactForm(page: Page): Locator {
  return page.locator("#contact-form form");
}

/** Fills the contact form and sends it with Enter, so a cookie banner over the button is no obstacle. */
async function sendContactMessage(page: Page): Promise<void> {
  const form = contactForm(page);
  // The form is an island that wakes when first touched (ADR 044); until then Send is disabled and Enter does nothing.
  await waitForHydration(form);
  await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
  await form.getByLabel("Full name").fill("Agnes Tremlett");
  await form.getByLabel("Message").fill("Is the bar open to non-residents on a Sunday evening?");
  await form.getByLabel("Email").fill("agnes.tremlett@example.com");
  await form.getByLabel("Email").press("Enter");
}

const THANKS = "Thank you for your message! We'll get back to you within 24 hours.";

// WCAG 2.2 2.4.11 (focus not obscured): while the cookie banner is open, nothing the keyboard
// reaches is under it or under the sticky header. A policy page's long list of contents is where a
// banner fixed to the bottom of the screen used to hide 9 of 41 focused links on a phone (ADR 052).
test("with the cookie banner open, every element the keyboard reaches can be seen", { tag: PHONE }, async ({ page }) => {
  await visit(page, "/privacy-policy");
  const banner = page.getByRole("region", { name: "Your cookie choices" });
  await expect(banner).toBeVisible();
  const hidden: string[] = [];
  let reached = 0;
  for (let press = 0; press < 45; press++) {
    await page.keyboard.press("Tab");
    const seen = await page.evaluate(() => {
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement) || focused === document.body) return null;
      // A link that wraps has a box per line: it is seen if the middle of one of them is its own.
      const visible = [...focused.getClientRects()].some((box) => {
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && (focused === hit || focused.contains(hit));
      });
      return { name: (focused.textContent ?? "").trim().slice(0, 40) || focused.tagName, visible };
    });
    if (!seen) continue;
    reached++;
    if (!seen.visible) hidden.push(seen.name);
  }
  await expect(banner).toBeVisible();
  expect(reached, "the Tab key reached the page's links").toBeGreaterThan(30);
  expect(hidden, "focused but covered").toEqual([]);
});

test.describe("with the cookie choice made", () => {
  test.beforeEach(async ({ page }) => storeCookieChoice(page));

  test("after a successful send the focus moves to the thank-you message (contact form)", async ({ page }) => {
    await visit(page, "/contact");
    await sendContactMessage(page);
    const thanks = contactForm(page).locator("p[tabindex='-1']");
    await expect(thanks).toHaveText(THANKS);
    await expect(thanks).toBeFocused();
    // It stays until the guest starts another message.
    await contactForm(page).getByLabel("Full name").fill("A");
    await expect(thanks).toHaveCount(0);
  });

  test("after a successful send the focus moves to the thank-you message (event form)", async ({ page }) => {
    await visit(page, "/events/private-parties");
    const form = page.locator("#enquiry-form form");
    await form.getByLabel("Full name").fill("Bernard Walsh");
    await form.getByLabel("Email").fill("bernard.walsh@example.com");
    await form.getByLabel("Phone").fill("07700 900456");
    await form.getByRole("checkbox", { name: /I agree to/ }).check();
    await form.getByRole("button", { name: "Send Enquiry" }).click();
    const thanks = form.locator("p[tabindex='-1']");
    await expect(thanks).toHaveText("Thank you! We'll be in touch within 24 hours.");
    await expect(thanks).toBeFocused();
  });

  for (const path of ["/events/weddings", "/events/conferences", "/events/private-parties", "/events"]) {
    test(`${path}: every e-mail link keeps its address on one line`, async ({ page }) => {
      await visit(page, path);
      const links = page.locator('a[href^="mailto:"]');
      expect(await links.count()).toBeGreaterThan(0);
      for (const link of await links.all()) {
        if (!(await link.isVisible())) continue;
        // The distinct line tops of the address's text: one line, or a break only before "@" or a dot.
        const lines = await link.evaluate((element) => {
          const tops: number[] = [];
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (node.parentElement?.closest(".sr-only") || !node.textContent?.trim()) continue; // read aloud, not shown
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const rect of range.getClientRects()) if (rect.width > 1 && !tops.some((top) => Math.abs(top - rect.top) < 4)) tops.push(rect.top);
          }
          return tops.length;
        });
        expect(lines, (await link.getAttribute("href")) ?? "").toBe(1);
      }
    });
  }

  test("the photo viewer's backdrop covers the sticky header", { tag: PHONE }, async ({ page }) => {
    await visit(page, "/rooms/room-12");
    await page.mouse.wheel(0, 600);
    const header = page.getByRole("banner");
    const headerBox = await boxOf(header);
    const viewFullScreen = page.getByRole("button", { name: "View full screen" });
    await waitForHydration(viewFullScreen);
    await viewFullScreen.click();
    const viewer = page.getByRole("dialog", { name: "Room 12 photos" });
    await expect(viewer).toBeVisible();
    const viewport = page.viewportSize() ?? { width: 0, height: 0 };
    const viewerBox = await boxOf(viewer);
    expect(viewerBox).toMatchObject({ x: 0, y: 0, width: viewport.width, height: viewport.height });
    // What is on top where the header is drawn: the viewer, at its middle and its corners.
    const points = [
      [headerBox.x + headerBox.width / 2, Math.max(headerBox.y, 0) + 4],
      [4, Math.max(headerBox.y, 0) + 4],
      [viewport.width - 4, Math.max(headerBox.y + headerBox.height, 0) - 4],
    ];
    for (const [x, y] of points) {
      const inViewer = await page.evaluate(([px, py]) => document.elementFromPoint(px ?? 0, py ?? 0)?.closest("dialog[open]") !== null, [x, y]);
      expect(inViewer, `at ${x}, ${y}`).toBe(true);
    }
    // ...and none of the header shows through: between the counter and the close button, the
    // strip where the header is drawn is the viewer's own black, pixel for pixel.
    const counter = await boxOf(viewer.getByText(/^Room 12 - \d+ of \d+$/));
    const close = await boxOf(viewer.getByRole("button", { name: "Close" }));
    const left = Math.ceil(counter.x + counter.width + 8);
    const photoTop = (await boxOf(viewer.locator("img").first())).y;
    const strip = { x: left, y: 0, width: Math.floor(close.x - 8 - left), height: Math.floor(Math.min(headerBox.y + headerBox.height, photoTop) - 1) };
    const { data, info } = await sharp(await page.screenshot({ clip: strip })).raw().toBuffer({ resolveWithObject: true });
    let brightest = 0;
    for (let index = 0; index < data.length; index += info.channels) brightest = Math.max(brightest, data[index] ?? 0, data[index + 1] ?? 0, data[index + 2] ?? 0);
    expect(brightest, `brightest channel in ${JSON.stringify(strip)}`).toBe(0);
  });

  test("room cards show the bed type once", async ({ page }) => {
    await visit(page, "/rooms");
    const cards = page.locator("article");
    expect(await cards.count()).toBeGreaterThan(20);
    for (const card of await cards.all()) {
      const items = [
        ...(await card.getByRole("list", { name: "At a glance" }).getByRole("listitem").allInnerTexts()),
        ...(await card.getByRole("list", { name: "Amenities" }).getByRole("listitem").allInnerTexts()),
      ];
      const aboutBeds = items.filter((item) => /\bbeds?\b|\bsingles?\b|\bking\b/i.test(item));
      expect(aboutBeds, items.join(" | ")).toHaveLength(1);
    }
  });

  test("a room's page names its beds once, in Room Details, as the room's amenities describe them", async ({ page }) => {
    for (const [path, beds] of [
      ["/rooms/room-12", "King-size bed"],
      ["/rooms/room-8", "Double bed and two single beds"],
    ] as const) {
      await visit(page, path);
      const main = page.getByRole("main");
      const details = main.getByRole("region", { name: "Room Details" });
      const items = [
        ...(await main.getByRole("list", { name: "At a glance" }).getByRole("listitem").allInnerTexts()),
        ...(await details.locator("dd").allInnerTexts()),
        ...(await main.getByRole("list", { name: "Amenities" }).getByRole("listitem").allInnerTexts()),
      ];
      expect(items.filter((item) => /\bbeds?\b|\bsingles?\b|\bking\b/i.test(item)), `${path}: ${items.join(" | ")}`).toEqual([beds]);
      await expect(details.locator("dd").filter({ hasText: beds })).toHaveCount(1);
    }
  });

  test("the room page shows the static 'from' price before JavaScript and today's price when known", async ({ page, request }) => {
    const html = await (await request.get("/rooms/room-12")).text();
    expect(html).toMatch(/From\s*(<!-- -->)?\s*<[^>]+>£132</);
    let asked = "";
    await page.route("**/api/prices/current?*", async (route) => {
      asked = new URL(route.request().url()).searchParams.get("roomType") ?? "";
      await route.fulfill({ contentType: "application/json", body: JSON.stringify({ success: true, data: { ourPrice: 119 } }) });
    });
    await visit(page, "/rooms/room-12");
    const card = page.getByRole("region", { name: "Book This Room" });
    await expect(card.locator("[data-room-price]")).toHaveText("£119");
    expect(asked).toBe("double");
  });

  test("the room page keeps the static 'from' price when today's cannot be had", async ({ page, consoleErrors }) => {
    await page.route("**/api/prices/current?*", (route) => route.fulfill({ status: 503, contentType: "application/json", body: '{"success":false,"error":"x"}' }));
    const answered = page.waitForResponse("**/api/prices/current?*");
    await visit(page, "/rooms/room-14");
    await answered;
    await expect(page.getByRole("region", { name: "Book This Room" }).locator("[data-room-price]")).toHaveText("£141");
    allowConsoleError(consoleErrors, /status of 503/);
  });

  test("the footer links to the accessibility statement, which says what was tested and how to report a problem", async ({ page, request }) => {
    const html = await (await request.get("/accessibility")).text();
    expect(html).toContain("Accessibility statement</h1>"); // pre-rendered: readable before JavaScript
    await visit(page, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Accessibility" }).click();
    await expect(page).toHaveURL(/\/accessibility$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accessibility statement");
    const main = page.getByRole("main");
    await expect(main).toContainText("WCAG 2.2");
    await expect(main).toContainText("axe");
    await expect(main.getByRole("link", { name: /contact form/i })).toHaveAttribute("href", "/contact");
    await expect(main.locator('a[href^="mailto:"]')).toHaveCount(1);
  });
});
