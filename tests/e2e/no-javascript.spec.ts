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

test.describe("the stay search with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("is a plain form that opens the booking engine in a new tab with the chosen dates and guests", async ({ page, context }) => {
    await context.route(/^https:\/\/booking\.example\.com\//, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>Booking engine</title>" }));
    await page.goto("/rooms");
    const form = page.getByRole("region", { name: "Check Availability" });
    await form.getByLabel("Check-in").fill("2031-01-10");
    await form.getByLabel("Check-out").fill("2031-01-13");
    await form.getByLabel("Adults").selectOption("2");
    await form.getByLabel("Children").selectOption("1");
    const [popup] = await Promise.all([page.waitForEvent("popup"), form.getByRole("button", { name: /Check Availability/ }).click()]);
    await popup.waitForLoadState();
    const url = new URL(popup.url());
    expect(url.origin + url.pathname).toBe("https://booking.example.com/properties/carlisle-victorian-hotel");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      locale: "en",
      currency: "GBP",
      "items[0][infants]": "0",
      check_in_date: "2031-01-10",
      check_out_date: "2031-01-13",
      "items[0][adults]": "2",
      "items[0][children]": "1",
    });
    await expect(page).toHaveURL("/rooms");
  });
});
