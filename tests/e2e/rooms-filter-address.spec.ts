import type { Page } from "@playwright/test";
import { expect, test, visit, waitForHydration } from "./fixtures.ts";

// The rooms list's type filter lives in the address (?type=), and both the browser's Back and a
// room page's "Back to Rooms" return to the filtered list with the opened room's card in view.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "essential"));
});

const rooms = (page: Page) => page.getByRole("region", { name: "Rooms" }).getByRole("article");
const filter = (page: Page) => page.getByRole("group", { name: "Filter by room type" });
const room18 = (page: Page) => rooms(page).filter({ has: page.getByRole("heading", { name: "Room 18", exact: true }) });

async function expectFamilyList(page: Page): Promise<void> {
  await expect(filter(page).getByRole("button", { name: "Family", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("Showing 4 Family rooms")).toBeVisible();
  await expect(rooms(page)).toHaveCount(4);
}

test("the chosen type is in the address, survives a reload, and Back returns to the opened room's card @phone", async ({ page }) => {
  await visit(page, "/rooms");
  await waitForHydration(filter(page).getByRole("button", { name: "Family", exact: true }));
  await filter(page).getByRole("button", { name: "Family", exact: true }).click();
  await expect(page).toHaveURL("/rooms?type=standard_family");
  await expectFamilyList(page);

  // A reload (or the same link shared) shows the same list, untouched.
  await page.reload();
  await expectFamilyList(page);

  // The last family card, below the screen's first fold on a phone, opened and left by the browser's Back.
  await room18(page).getByRole("link", { name: /View Details/ }).click();
  await expect(page).toHaveURL("/rooms/room-18");
  await page.goBack();
  await expect(page).toHaveURL("/rooms?type=standard_family#room-18");
  await expectFamilyList(page);
  await expect(room18(page)).toBeInViewport();

  // The room page's own way back does the same.
  await room18(page).getByRole("link", { name: /View Details/ }).click();
  await expect(page).toHaveURL("/rooms/room-18");
  await page.getByRole("main").getByRole("link", { name: "Back to Rooms" }).click();
  await expect(page).toHaveURL("/rooms?type=standard_family#room-18");
  await expectFamilyList(page);
  await expect(room18(page)).toBeInViewport();

  // All Types clears the address.
  await filter(page).getByRole("button", { name: "All Types" }).click();
  await expect(page).toHaveURL("/rooms");
  await expect(rooms(page)).toHaveCount(28);
});

test("a shared link with a type shows that type at once @phone", async ({ page }) => {
  await visit(page, "/rooms?type=deluxe_family");
  await expect(filter(page).getByRole("button", { name: "Deluxe Family" })).toHaveAttribute("aria-pressed", "true");
  await expect(rooms(page)).toHaveCount(2);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the list shows every room and a room's 'Back to Rooms' leads to its card @phone", async ({ page }) => {
    await page.goto("/rooms?type=standard_family");
    await expect(rooms(page)).toHaveCount(28);
    await page.goto("/rooms/room-18");
    await page.getByRole("main").getByRole("link", { name: "Back to Rooms" }).click();
    await expect(page).toHaveURL("/rooms#room-18");
    await expect(room18(page)).toBeInViewport();
  });
});
