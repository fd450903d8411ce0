import { PHONE } from "./axe.ts";
import { expect, test, visit } from "./fixtures.ts";

test("changing page scrolls to the top and moves focus to the new page", { tag: PHONE }, async ({ page }) => {
  await visit(page, "/about");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL("/privacy-policy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator("main")).toBeFocused();
});

test("the title, description and canonical link follow client-side navigation", async ({ page }) => {
  await visit(page, "/");
  await expect(page).toHaveTitle("The Courtfield Hotel | Family-run Victorian hotel in Carlisle since 1877");
  await page.getByRole("link", { name: "View Rooms" }).click();
  await expect(page).toHaveURL("/rooms");
  await expect(page).toHaveTitle("Our Rooms | The Courtfield Hotel, Carlisle");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Single, double, twin and family rooms/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/rooms$/);
});
