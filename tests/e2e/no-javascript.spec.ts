import { expect, test } from "./fixtures.ts";

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("a page is fully readable: heading, introduction, navigation and footer", async ({ page }) => {
    await page.goto("/events");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Events & Celebrations");
    await expect(page.getByText(/host 120 to 150 guests/)).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  });

  test("the home page carries its own title, description, canonical link and language", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("A Victorian welcome in the heart of Carlisle");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
    await expect(page).toHaveTitle(/The Courtfield Hotel/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /27 en-suite rooms/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/$/);
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute("content", /width=device-width/);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/favicon.svg");
  });

  test("links between pages work as plain links", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Cookie Policy" }).click();
    await expect(page).toHaveURL("/cookie-policy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cookie Policy");
  });
});
