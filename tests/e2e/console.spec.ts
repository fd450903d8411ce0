import { expect, test, visit } from "./fixtures.ts";

// The consoleErrors fixture fails each test on any console error, hydration warning (React
// reports mismatches there), CSP violation or uncaught exception.
const PAGES = ["/", "/about", "/rooms/room-12", "/events/weddings", "/pet-friendly", "/book-addons/success", "/privacy-policy"];

for (const path of PAGES) {
  test(`${path} hydrates without console errors or hydration warnings`, async ({ page }) => {
    await visit(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
}

test("client-side navigation through several pages logs no errors", async ({ page }) => {
  await visit(page, "/");
  await page.getByRole("link", { name: "View Rooms" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Rooms");
  await page.getByRole("contentinfo").getByRole("link", { name: "Weddings" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Weddings");
  await page.getByRole("main").getByRole("link", { name: "Schedule a Viewing" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Weddings");
});
