import type { Page } from "@playwright/test";
import { expect, test, visit } from "./fixtures.ts";
import { PHONE } from "./axe.ts";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "essential"));
});

function carousel(page: Page) {
  return page.locator('section[aria-roledescription="carousel"]');
}

/** The "n of 10" label of the first review shown. */
async function firstShown(page: Page): Promise<string | null> {
  return carousel(page).locator('[aria-roledescription="slide"]').first().getAttribute("aria-label");
}

/**
 * Opens the home page on a fake clock and stops it: a loaded machine may take seconds to get
 * there, and the carousel must not move by itself while the test looks. Starts at review 1.
 */
async function homeWithStoppedClock(page: Page): Promise<void> {
  await page.clock.install({ time: new Date("2026-11-23T09:00:00Z") });
  await visit(page, "/");
  await page.clock.pauseAt(new Date("2026-11-23T10:00:00Z"));
  await carousel(page).getByRole("button", { name: "Show review 1 of 10" }).click();
  // The carousel is an island (ADR 044): the page being ready no longer means it is live; its timer runs once it is.
  await expect(page.locator('[data-island="reviews-carousel"]')).toHaveAttribute("data-hydrated", "");
  await expect.poll(() => firstShown(page)).toBe("1 of 10");
}

test("the hero offers Book Your Stay and View Rooms, and the page tells the hotel's story", { tag: PHONE }, async ({ page, isMobile }) => {
  await visit(page, "/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("A Victorian welcome in the heart of Carlisle");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "View Rooms" })).toHaveAttribute("href", "/rooms");
  if (isMobile) await expect(page.getByRole("link", { name: "Book Now" }).first()).toBeVisible();
  else await expect(main.getByRole("link", { name: /Book Your Stay/ }).first()).toBeVisible();
  for (const year of ["1877", "1890s", "1960s", "1980s", "Today"]) await expect(main.getByText(year, { exact: true }).first()).toBeVisible();
  await expect(main.getByRole("link", { name: /Get Directions/ })).toHaveAttribute("href", /maps.*destination=54\.\d+,-2\.\d+/);
  await expect(carousel(page)).toContainText("4.7");
  await expect(carousel(page)).toContainText("average from 813 reviews");
});

test("the reviews carousel shows three, moves on every 5 seconds, wraps, and has previous, next and dots", { tag: PHONE }, async ({ page, isMobile }) => {
  await homeWithStoppedClock(page);
  await page.mouse.move(0, 0);
  await page.getByRole("heading", { level: 1 }).click(); // focus and pointer leave the carousel
  const slides = carousel(page).locator('[aria-roledescription="slide"]');
  await expect(slides).toHaveCount(3);
  if (!isMobile) {
    for (const slide of await slides.all()) await expect(slide).toBeVisible();
  }
  expect(await firstShown(page)).toBe("1 of 10");
  await page.clock.runFor(5_100);
  await expect.poll(() => firstShown(page)).toBe("2 of 10");

  await carousel(page).getByRole("button", { name: "Previous review" }).click();
  await expect.poll(() => firstShown(page)).toBe("1 of 10");
  await carousel(page).getByRole("button", { name: "Previous review" }).click();
  await expect.poll(() => firstShown(page)).toBe("10 of 10");
  await expect(slides.nth(1)).toHaveAttribute("aria-label", "1 of 10");
  await carousel(page).getByRole("button", { name: "Next review" }).click();
  await expect.poll(() => firstShown(page)).toBe("1 of 10");
  await carousel(page).getByRole("button", { name: "Show review 6 of 10" }).click();
  await expect.poll(() => firstShown(page)).toBe("6 of 10");
});

test("the carousel pauses while hovered and while focus is inside it", async ({ page }) => {
  await homeWithStoppedClock(page);
  await carousel(page).locator('[aria-roledescription="slide"]').first().hover();
  await page.clock.runFor(12_000);
  expect(await firstShown(page)).toBe("1 of 10");

  await page.mouse.move(0, 0);
  await page.keyboard.press("Shift"); // the visitor is on the keyboard now: focus counts as theirs
  await carousel(page).getByRole("button", { name: "Next review" }).focus();
  await page.clock.runFor(12_000);
  expect(await firstShown(page)).toBe("1 of 10");

  await page.getByRole("heading", { level: 1 }).click();
  await page.clock.runFor(5_100);
  await expect.poll(() => firstShown(page)).toBe("2 of 10");
});
