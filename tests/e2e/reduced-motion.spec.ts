import { animationFrames, expect, test, visit, waitForHydration } from "./fixtures.ts";

// A visitor whose system asks for reduced motion: nothing on the site moves by itself.
test.use({ reducedMotion: "reduce" });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "essential"));
});

test.describe("with reduced motion", () => {

  test("the reviews carousel stays put until the visitor starts it", async ({ page }) => {
    await page.clock.install({ time: new Date("2026-11-23T09:00:00Z") });
    await visit(page, "/");
    const carousel = page.locator('section[aria-roledescription="carousel"]');
    // An island that wakes when near the screen (ADR 044): its controls are there once it is live.
    await carousel.scrollIntoViewIfNeeded();
    await expect(page.locator('[data-island="reviews-carousel"]')).toHaveAttribute("data-hydrated", "");
    const firstShown = () => carousel.locator('[aria-roledescription="slide"]').first().getAttribute("aria-label");
    await page.getByRole("heading", { level: 1 }).click(); // pointer and focus away from the carousel
    await page.clock.runFor(16_000);
    expect(await firstShown()).toBe("1 of 10");
    await carousel.getByRole("button", { name: "Start automatic slide show" }).click();
    await page.getByRole("heading", { level: 1 }).click();
    await page.clock.runFor(5_100);
    await expect.poll(firstShown).toBe("2 of 10");
  });

  test("the dining gallery does not scroll by itself and offers no Pause button", async ({ page }) => {
    await visit(page, "/dining");
    const strip = page.locator("#dining-gallery-strip");
    // On screen and hydrated: allowed to move, the strip would now move a pixel or more a frame.
    await strip.scrollIntoViewIfNeeded();
    await waitForHydration(strip);
    const start = await strip.evaluate((element) => element.scrollLeft);
    await animationFrames(page, 30);
    expect(await strip.evaluate((element) => element.scrollLeft)).toBe(start);
    await expect(page.getByRole("button", { name: "Pause" })).toHaveCount(0);
  });

  test("transitions and animations are cut to nothing", async ({ page }) => {
    await visit(page, "/");
    const timing = await page
      .getByRole("link", { name: "View Rooms" })
      .evaluate((link) => ({ transition: getComputedStyle(link).transitionDuration, scroll: getComputedStyle(document.documentElement).scrollBehavior }));
    const seconds = timing.transition.split(",").map((value) => Number.parseFloat(value));
    expect(seconds.length).toBeGreaterThan(0);
    // The stylesheet's reduced-motion rule: 0.01 ms instead of the buttons' 150 ms colour fade.
    for (const duration of seconds) expect(duration).toBeLessThanOrEqual(0.00001);
    expect(timing.scroll).toBe("auto");
  });
});
