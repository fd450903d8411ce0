import AxeBuilder from "@axe-core/playwright";
import { allowConsoleError, expect, menuButton, test, visit } from "./fixtures.ts";

// Every public page of public-site §2 (one available and one hidden room), the 404 page and the staff sign-in.
const PAGES = [
  "/",
  "/about",
  "/rooms",
  "/rooms/room-12",
  "/rooms/room-10",
  "/dining",
  "/events",
  "/events/weddings",
  "/events/conferences",
  "/events/private-parties",
  "/explore-carlisle",
  "/nightlife",
  "/pet-friendly",
  "/contact",
  "/booking",
  "/no-such-page",
  "/admin/login",
];
const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    for (const path of PAGES) {
      test(`${path} has no WCAG 2.2 AA violations (contrast included)`, async ({ page, consoleErrors }) => {
        await visit(page, path);
        if (path === "/no-such-page") allowConsoleError(consoleErrors, /status of 404/);
        const results = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
        expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
      });
    }

    test("the cookie banner, collapsed and with its categories open, has no WCAG 2.2 AA violations", async ({ page }) => {
      await visit(page, "/");
      const banner = page.getByRole("region", { name: "Your cookie choices" });
      await expect(banner).toBeVisible();
      const collapsed = await new AxeBuilder({ page }).include("#cookie-consent").withTags(WCAG_AA).analyze();
      expect(collapsed.violations.map((violation) => violation.id)).toEqual([]);

      await banner.getByRole("button", { name: "Customize" }).click();
      await expect(banner.getByRole("switch", { name: "Marketing" })).toBeVisible();
      const customised = await new AxeBuilder({ page }).include("#cookie-consent").withTags(WCAG_AA).analyze();
      expect(customised.violations.map((violation) => violation.id)).toEqual([]);
    });

    test("the open mobile menu has no WCAG 2.2 AA violations", async ({ page, isMobile }) => {
      test.skip(!isMobile, "The menu button exists below desktop width only");
      await visit(page, "/");
      await menuButton(page).click();
      const results = await new AxeBuilder({ page }).include("#mobile-menu").withTags(WCAG_AA).analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  });
}
