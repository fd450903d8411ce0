import { PHONE } from "./axe.ts";
import { expect, test, visit } from "./fixtures.ts";

// Public pages are islands (ADR 044): a link loads the next page from the server, so the browser
// itself starts it at the top with focus at the start of the document.
test("changing page opens the new page at its top", { tag: PHONE }, async ({ page }) => {
  await visit(page, "/about");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL("/privacy-policy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator("body")).toBeFocused();
});

test("the title, description and canonical link are each page's own after following a link", async ({ page }) => {
  await visit(page, "/");
  await expect(page).toHaveTitle("The Courtfield Hotel | Family-run Victorian hotel in Carlisle since 1877");
  await page.getByRole("link", { name: "View Rooms" }).click();
  await expect(page).toHaveURL("/rooms");
  await expect(page).toHaveTitle("Our Rooms | The Courtfield Hotel, Carlisle");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Single, double, twin and family rooms/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/rooms$/);
});
