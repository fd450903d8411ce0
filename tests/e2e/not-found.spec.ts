import { allowConsoleError, expect, test } from "./fixtures.ts";

test("an unknown path answers HTTP 404 with the not-found page, whose link leads home", async ({ page, consoleErrors }) => {
  const response = await page.goto("/no-such-page/at-all");
  expect(response?.status()).toBe(404);
  allowConsoleError(consoleErrors, /status of 404/);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await expect(page).toHaveTitle(/Page not found/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("A Victorian welcome in the heart of Carlisle");
});

test("an unknown room answers 404 and shows 'Room Not Found' with a way back to the rooms", async ({ page, consoleErrors }) => {
  const response = await page.goto("/rooms/room-99");
  expect(response?.status()).toBe(404);
  allowConsoleError(consoleErrors, /status of 404/);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Room Not Found");
  await expect(page.getByText("The room you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole("link", { name: "Back to Rooms" }).click();
  await expect(page).toHaveURL("/rooms");
});

test("a room page is pre-rendered with its name", async ({ page }) => {
  const response = await page.goto("/rooms/room-12");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Room 12");
  await expect(page).toHaveTitle("Room 12 | The Courtfield Hotel, Carlisle");
});
