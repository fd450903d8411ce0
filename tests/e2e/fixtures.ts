import { test as base, expect, type Locator, type Page } from "@playwright/test";

interface Fixtures {
  /**
   * Console errors, React hydration warnings and uncaught exceptions of the page. The test fails
   * if any are left at its end; a test that expects one removes it with `allowConsoleError`.
   */
  consoleErrors: string[];
}

export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        const text = message.text();
        if (message.type() === "error" || /hydrat/i.test(text)) errors.push(`${message.type()}: ${text}`);
      });
      page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
      await use(errors);
      expect(errors, "console errors, hydration warnings and uncaught exceptions").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Locator, Page };

/** Removes the expected console errors (for example the browser's note about a 404 response). */
export function allowConsoleError(errors: string[], pattern: RegExp): void {
  for (let index = errors.length - 1; index >= 0; index -= 1) {
    if (pattern.test(errors[index] ?? "")) errors.splice(index, 1);
  }
}

/** Opens a path and waits until React has hydrated it, so clicks reach their handlers. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
}

/** The button that opens and closes the mobile menu. */
export function menuButton(page: Page): Locator {
  return page.getByRole("banner").getByRole("button", { name: "Menu" });
}

/** The slide-out menu panel. */
export function mobileMenu(page: Page): Locator {
  return page.getByRole("region", { name: "Site menu" });
}

/** The light/dark/system choice: in the top bar on desktop, inside the menu on a phone. */
export async function themeSwitch(page: Page, isMobile: boolean): Promise<Locator> {
  if (isMobile) {
    await menuButton(page).click();
    return mobileMenu(page).getByRole("group", { name: "Colour theme" });
  }
  return page.getByRole("banner").getByRole("group", { name: "Colour theme" }).first();
}

/** The h1 of each page the main navigation leads to. */
export const HEADINGS: Record<string, string> = {
  "/": "A Victorian welcome in the heart of Carlisle",
  "/rooms": "Our Rooms",
  "/dining": "Dining & Bar",
  "/events": "Events & Celebrations",
  "/explore-carlisle": "Explore Carlisle",
  "/nightlife": "Nightlife in Carlisle",
  "/pet-friendly": "Pet-Friendly Stays",
  "/about": "About The Courtfield Hotel",
  "/contact": "Contact Us",
};

/**
 * Waits until React has hydrated the element (it then carries React's internal fiber key), for
 * islands, whose code arrives when first seen or touched (docs/decisions/044).
 */
export async function waitForHydration(locator: Locator): Promise<void> {
  // Its island may wake only when touched (ADR 044): a pointer passing over it is such a touch.
  await locator.dispatchEvent("mouseover");
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber"))), { message: "hydrated" })
    .toBe(true);
}

/**
 * Waits until the page has drawn `count` more frames: each is a turn for anything timed by
 * requestAnimationFrame and for React to commit what it was given. A check that something did NOT
 * happen waits for this (after the state that would have started it), never for a fixed time.
 */
export async function animationFrames(page: Page, count: number): Promise<void> {
  await page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        let left = frames;
        const next = (): void => {
          left -= 1;
          if (left <= 0) resolve();
          else requestAnimationFrame(next);
        };
        requestAnimationFrame(next);
      }),
    count,
  );
}
