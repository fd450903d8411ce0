import { rooms } from "../../content/rooms.ts";
import { addDays, londonToday } from "../../src/shared/dates.ts";
import { DEFAULT_FAKE_ROOMS } from "../fakes/little-hotelier.ts";
import { allowConsoleError, expect, type Page, test, visit } from "./fixtures.ts";
import { littleHotelierRequests, setLittleHotelierScenario } from "./little-hotelier-control.ts";
import { littleHotelierSite } from "./little-hotelier-server-address.ts";
import { PHONE } from "./axe.ts";

// The stay search (ADR 017) against the real server with its LH_API_BASE pointed
// at the e2e run's fake Little Hotelier (both started by playwright.config.ts, one server per
// browser project), which each case sets answering, full or failing. Each case asks about a
// different month, so the server's rate cache (whole months, stale answers served while Little
// Hotelier fails) never mixes them up, and the fake's scenario for a month (the first day the
// server asks from) touches no other case, nor the inventory spec's sync (from today) on the same server.

test.describe.configure({ mode: "serial" });

let origin = "";

test.beforeAll(() => {
  origin = littleHotelierSite(test.info().project.name).origin;
});

test.beforeEach(async ({ context }) => {
  // The booking engine is an external site: answer it locally so no test leaves the machine.
  await context.route(/^https:\/\/booking\.example\.com\//, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>Booking engine</title>" }));
});

/** The day the server's request for a stay starts from: the first of its month (its rate cache keeps whole months). */
function monthAskedFrom(stay: { checkIn: string }): string {
  return `${stay.checkIn.slice(0, 7)}-01`;
}

/** The 10th to the 12th of the month `months` ahead: a two-night stay in a month no other case asks about. */
function stayInMonth(months: number): { checkIn: string; checkOut: string } {
  const today = londonToday();
  const [year = 0, month = 1] = today.split("-").map(Number);
  const first = new Date(Date.UTC(year, month - 1 + months, 1)).toISOString().slice(0, 10);
  return { checkIn: addDays(first, 9), checkOut: addDays(first, 11) };
}

function searchOf(page: Page) {
  return page.getByRole("region", { name: "Check Availability" });
}

async function search(page: Page, stay: { checkIn: string; checkOut: string }, adults: string, children = "0"): Promise<void> {
  const form = searchOf(page);
  await form.getByLabel("Check-in").fill(stay.checkIn);
  // The search is an island woken by that first touch (ADR 044): until it is live it is the plain form to the engine.
  await expect(form.getByText("Prices and rooms left for your dates")).toBeVisible();
  await form.getByLabel("Check-out").fill(stay.checkOut);
  await form.getByLabel("Adults").selectOption(adults);
  await form.getByLabel("Children").selectOption(children);
  await form.getByRole("button", { name: "Check Availability" }).click();
}

function row(page: Page, roomType: string) {
  return searchOf(page).locator(`li[data-room-type="${roomType}"]`);
}

/** The search and its answer, whole, for a person to look at (the cookie banner answered first). */
async function shoot(page: Page, name: string): Promise<void> {
  const essentialOnly = page.getByRole("button", { name: "Essential Only" });
  if (await essentialOnly.isVisible()) await essentialOnly.click();
  await searchOf(page).screenshot({ path: `test-results/stay-search-shots/${name}-${test.info().project.name}.png` });
}

test("answering: each type's price for the stay, types too small for the party, and Book links carrying the dates and guests", async ({ page }) => {
  const stay = stayInMonth(2);
  await visit(page, `${origin}/`);
  await search(page, stay, "2");

  await expect(searchOf(page).getByText("4 room types are available for your dates.")).toBeAttached();
  await expect(row(page, "single")).toContainText("Too small for your party");
  // The double's cheaper plan (108.50 a night) wins; the family rooms have one and two left.
  await expect(row(page, "double")).toContainText("£217");
  await expect(row(page, "twin")).toContainText("£250");
  await expect(row(page, "standard_family")).toContainText("£300");
  await expect(row(page, "standard_family")).toContainText("Only 2 left");
  await expect(row(page, "deluxe_family")).toContainText("£350");
  await expect(row(page, "deluxe_family")).toContainText("Only 1 left");

  const book = row(page, "double").getByRole("link", { name: "Book a Double room for these dates (opens in a new tab)" });
  await expect(book).toHaveAttribute("target", "_blank");
  const link = new URL((await book.getAttribute("href")) ?? "");
  expect(Object.fromEntries(link.searchParams)).toMatchObject({
    check_in_date: stay.checkIn,
    check_out_date: stay.checkOut,
    "items[0][adults]": "2",
    "items[0][children]": "0",
    currency: "GBP",
  });
  await shoot(page, "answering-home");

  const [popup] = await Promise.all([page.waitForEvent("popup"), book.click()]);
  await expect(popup).toHaveURL(/check_in_date=/);
});

test("on a room's page its own type comes first, and a party of two adults and a child sees only the family rooms priced", async ({ page }) => {
  const stay = stayInMonth(2);
  await visit(page, `${origin}/rooms`);
  await expect(searchOf(page)).toBeVisible();
  await visit(page, `${origin}/rooms/room-12`);
  await search(page, stay, "2", "1");
  await expect(searchOf(page).locator("li[data-room-type]")).toHaveCount(5);
  const types = await searchOf(page).locator("li[data-room-type]").evaluateAll((items) => items.map((item) => item.getAttribute("data-room-type")));
  expect(types[0]).toBe(rooms.find((room) => room.slug === "room-12")?.type);
  await expect(searchOf(page).locator("li[data-room-type]").first()).toContainText("This room");
  await expect(searchOf(page).getByText("This room", { exact: true })).toHaveCount(1);
  await expect(row(page, "double")).toContainText("Too small for your party");
  await expect(row(page, "standard_family")).toContainText("£300");
  await expect(row(page, "deluxe_family")).toContainText("£350");
  await shoot(page, "answering-room");
});

test("full: a sold-out type is marked Full, the others still priced", async ({ page }) => {
  const stay = stayInMonth(4);
  const doubleFull = DEFAULT_FAKE_ROOMS.map((room) => (room.name === "Double Room" ? { ...room, ratePlans: room.ratePlans.map((plan) => ({ ...plan, available: 0 })) } : room));
  await setLittleHotelierScenario(test.info().project.name, { startDate: monthAskedFrom(stay), rooms: doubleFull });
  await visit(page, `${origin}/rooms`);
  await search(page, stay, "2");
  await expect(row(page, "double")).toContainText("Full");
  await expect(row(page, "double")).toContainText("Sorry, this room is no longer available for the selected dates.");
  await expect(row(page, "double").getByRole("link")).toHaveCount(0);
  await expect(row(page, "twin")).toContainText("£250");
  await shoot(page, "full-rooms");
});

test("failing: Little Hotelier unreachable is said in plain words, with the engine link for the same stay", async ({ page, consoleErrors }) => {
  const stay = stayInMonth(6);
  await setLittleHotelierScenario(test.info().project.name, { startDate: monthAskedFrom(stay), mode: "error500" });
  await visit(page, `${origin}/`);
  await search(page, stay, "2", "1");
  await expect(searchOf(page).getByText("We can't check live availability just now.", { exact: false }).first()).toBeVisible();
  await expect(searchOf(page)).not.toContainText("Little Hotelier");
  await expect(row(page, "standard_family")).toContainText("Could not be checked just now");
  const engine = searchOf(page).getByRole("link", { name: "Continue to our booking site with these dates (opens in a new tab)" });
  const link = new URL((await engine.getAttribute("href")) ?? "");
  expect(Object.fromEntries(link.searchParams)).toMatchObject({ check_in_date: stay.checkIn, check_out_date: stay.checkOut, "items[0][adults]": "2", "items[0][children]": "1" });
  await shoot(page, "failing-home");
  // The browser's own note about each 503 answer.
  allowConsoleError(consoleErrors, /status of 503/);
});

test("wrong dates: the message sits under the field, is read out, and the field takes focus; nothing is asked", async ({ page }) => {
  const stay = stayInMonth(2);
  await visit(page, `${origin}/`);
  // The requests for this stay's month, whichever way round its dates are.
  const askedForMonth = async () => (await littleHotelierRequests(test.info().project.name)).filter((request) => request.startDate === monthAskedFrom(stay)).length;
  const asked = await askedForMonth();
  await search(page, { checkIn: stay.checkOut, checkOut: stay.checkIn }, "2");
  const checkOut = searchOf(page).getByLabel("Check-out");
  await expect(checkOut).toHaveAttribute("aria-invalid", "true");
  await expect(checkOut).toBeFocused();
  await expect(searchOf(page).getByText("Check-out date must be after check-in date").first()).toBeVisible();
  await expect(checkOut).toHaveAccessibleDescription("Check-out date must be after check-in date");
  expect(await askedForMonth()).toBe(asked);
  await shoot(page, "invalid-home");
});

test("the search follows the home page's hero and the rooms page's introduction, and sits on each room's page", { tag: PHONE }, async ({ page }) => {
  for (const [path, name] of [["/", "home"], ["/rooms", "rooms"], ["/rooms/room-2", "room"]] as const) {
    await visit(page, `${origin}${path}`);
    await expect(searchOf(page)).toBeVisible();
    // Room 2 is a single: its search starts with the one adult it sleeps; elsewhere with two.
    await expect(searchOf(page).getByLabel("Adults")).toHaveValue(path === "/rooms/room-2" ? "1" : "2");
    const essentialOnly = page.getByRole("button", { name: "Essential Only" });
    if (await essentialOnly.isVisible()) await essentialOnly.click();
    if (path === "/") {
      // The hero (the page's largest paint) still comes first and keeps its place.
      const hero = await page.getByRole("heading", { level: 1 }).boundingBox();
      const search = await searchOf(page).boundingBox();
      expect(hero && search && hero.y < search.y).toBe(true);
    }
    // From the top of the page to just below the search.
    const box = await searchOf(page).boundingBox();
    const width = page.viewportSize()?.width ?? 1280;
    const bottom = (box?.y ?? 0) + (await page.evaluate(() => window.scrollY)) + (box?.height ?? 0) + 80;
    await page.screenshot({ path: `test-results/stay-search-shots/page-${name}-${test.info().project.name}.png`, fullPage: true, clip: { x: 0, y: 0, width, height: bottom } });
  }
});
