import { PHONE_ONLY } from "./axe.ts";
import { expect, menuButton, mobileMenu, test, visit } from "./fixtures.ts";

// The menu button exists below desktop width only: the phone project alone runs these.
test.describe("mobile menu", { tag: PHONE_ONLY }, () => {
  test("the menu button opens and closes the menu and says so with aria-expanded", async ({ page }) => {
    await visit(page, "/");
    const button = menuButton(page);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toHaveAttribute("aria-controls", "mobile-menu");
    await expect(mobileMenu(page)).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(mobileMenu(page)).toBeVisible();
    await expect(mobileMenu(page).getByRole("link", { name: "Home", exact: true })).toBeFocused();
    await expect(mobileMenu(page).getByText("Reception: 24/7")).toBeVisible();
    await expect(page.locator("main")).toHaveAttribute("inert", "");

    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(mobileMenu(page)).toBeHidden();
    await expect(page.locator("main")).not.toHaveAttribute("inert");
  });

  test("following a link closes the menu", async ({ page }) => {
    await visit(page, "/");
    await menuButton(page).click();
    await mobileMenu(page).getByRole("link", { name: "Rooms", exact: true }).click();
    await expect(page).toHaveURL("/rooms");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Rooms");
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
    await expect(mobileMenu(page)).toBeHidden();
  });

  test("Escape closes the menu and gives focus back to the menu button", async ({ page }) => {
    await visit(page, "/about");
    await menuButton(page).click();
    await expect(mobileMenu(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(mobileMenu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await expect(page).toHaveURL("/about");
  });

  test("a tap beside the panel closes the menu", async ({ page }) => {
    await visit(page, "/");
    await page.setViewportSize({ width: 700, height: 844 });
    await menuButton(page).click();
    await expect(mobileMenu(page)).toBeVisible();
    await page.mouse.click(50, 600);
    await expect(mobileMenu(page)).toBeHidden();
  });
});
