import { expect, test, themeSwitch, visit } from "./fixtures.ts";
import { PHONE } from "./axe.ts";

test("choosing Dark applies the dark theme and keeps it after a reload", { tag: PHONE }, async ({ page, isMobile }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await visit(page, "/");
  const choice = (await themeSwitch(page, isMobile)).getByRole("button", { name: "Dark" });
  await choice.click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(choice).toHaveAttribute("aria-pressed", "true");

  await page.reload();
  // Set by the inline initialiser before paint, then kept by the app after hydration.
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  expect(await page.evaluate(() => window.localStorage.getItem("theme"))).toBe("dark");
  await expect((await themeSwitch(page, isMobile)).getByRole("button", { name: "Dark" })).toHaveAttribute("aria-pressed", "true");
});

test("System follows the device's colour scheme, also when it changes", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await visit(page, "/about");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
});

test("choosing Light overrides a dark device, and System hands back to the device", { tag: PHONE }, async ({ page, isMobile }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await visit(page, "/");
  const themes = await themeSwitch(page, isMobile);
  await themes.getByRole("button", { name: "Light" }).click();
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);

  await page.reload();
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();

  await (await themeSwitch(page, isMobile)).getByRole("button", { name: "System" }).click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => window.localStorage.getItem("theme"))).toBe("system");
});
