import type { CDPSession } from "@playwright/test";
import { PHONE_ONLY } from "./axe.ts";
import { expect, test, visit, waitForHydration, type Locator, type Page } from "./fixtures.ts";

// A finger swiping sideways on a room's photo, on the page and full screen, changes the photo:
// left for the next, right for the previous. Real touch input through the browser's protocol
// (touchstart, touchmove, touchend, and the pointer events the browser derives from them).

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "essential"));
});

/** A one-finger swipe across the middle of `target`, by `dx` pixels in a few moves. */
async function swipe(cdp: CDPSession, target: Locator, dx: number): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error("nothing to swipe on");
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2 - dx / 2;
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  for (const part of [0.25, 0.5, 0.75, 1]) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: x + dx * part, y: y + 2 * part }] });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

const photoOf = (page: Page, position: number) => page.getByRole("region", { name: "Room 12 photos" }).getByRole("button", { name: `Go to photo ${position}` });

test("swiping the room's photo and the full-screen photo changes the photo", { tag: PHONE_ONLY }, async ({ page }) => {
  await visit(page, "/rooms/room-12");
  const gallery = page.getByRole("region", { name: "Room 12 photos" });
  await waitForHydration(gallery.getByRole("button", { name: "View full screen" }));
  await gallery.scrollIntoViewIfNeeded();
  const cdp = await page.context().newCDPSession(page);
  const photo = gallery.getByRole("button", { name: /Open photo \d full screen/ });

  await swipe(cdp, photo, -150);
  await expect(photoOf(page, 2)).toHaveAttribute("aria-current", "true");
  await swipe(cdp, photo, 150);
  await expect(photoOf(page, 1)).toHaveAttribute("aria-current", "true");
  // Right from the first wraps round to the last, as the Previous button does; no swipe opened the full screen.
  await swipe(cdp, photo, 150);
  await expect(photoOf(page, 3)).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.getByRole("button", { name: "View full screen" }).click();
  const lightbox = page.getByRole("dialog", { name: "Room 12 photos" });
  const counter = lightbox.getByText(/^Room 12 - \d+ of \d+$/);
  await expect(counter).toHaveText("Room 12 - 3 of 3");
  const fullPhoto = lightbox.getByRole("img");
  await swipe(cdp, fullPhoto, -150);
  await expect(counter).toHaveText("Room 12 - 1 of 3");
  await swipe(cdp, fullPhoto, 150);
  await expect(counter).toHaveText("Room 12 - 3 of 3");

  // A short touch is a tap, not a swipe: the photo stays.
  await swipe(cdp, fullPhoto, -10);
  await expect(counter).toHaveText("Room 12 - 3 of 3");
});
