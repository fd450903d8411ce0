import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

// One way to audit a screen with axe: WCAG 2.2 AA, after finite animations settle, and in both
// colour themes on the page already loaded (the site follows the device's theme live), so a check
// never pays for a second page load to see the other theme.

const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The tag of a test the phone project runs too: one whose outcome depends on the width, or an axe check. */
export const PHONE = "@phone";

/** The tag of a test only the phone project runs (touch, the menu button, the phone layout): the desktop project leaves it out. */
export const PHONE_ONLY = "@phone-only";

const AUDIT_BUDGET_MS = 20_000;

/** Waits for the finite animations running now (a toast fading in), so axe reads settled colours. */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * What a change of colour theme can change: the text's contrast and a link told from its text by
 * colour alone. Every other rule reads the page's structure, names and sizes, which the theme
 * leaves as they are (ADR 084).
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * Audits the page as it is now; `include` narrows the audit to one part (a CSS selector), and
 * `colourOnly` to the rules a colour theme can change.
 */
export async function expectNoAxeViolations(page: Page, include?: string, colourOnly = false): Promise<void> {
  // An audit takes 5 to 25 s on a busy 2-core machine (the dining page at phone width is the
  // slowest): each one brings its own share of the test's time.
  test.info().setTimeout(test.info().timeout + AUDIT_BUDGET_MS);
  await settleAnimations(page);
  // Only violations are read: axe then skips detailing every passing node, much of an audit's time.
  // (options() replaces the options object, withTags() then adds the tags to it: this order.)
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  if (colourOnly) builder.withRules(COLOUR_RULES);
  else builder.withTags(WCAG_AA);
  if (include) builder.include(include);
  const results = await builder.analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

export type ColourTheme = "light" | "dark";

/** Switches the device's colour preference and waits until the page has followed it. */
export async function useDeviceTheme(page: Page, theme: ColourTheme): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
}

/**
 * Audits the page in the light theme with every rule, then in the dark one with the colour rules
 * (the rest cannot change with the theme), on the same loaded page, and leaves it light. `before`
 * runs before each audit (to check that a passing part of the state is still there).
 */
export async function expectNoAxeViolationsInBothThemes(page: Page, include?: string, before?: (theme: ColourTheme) => Promise<void>): Promise<void> {
  for (const theme of ["light", "dark"] as const) {
    await test.step(`axe, ${theme} theme`, async () => {
      await useDeviceTheme(page, theme);
      await before?.(theme);
      await expectNoAxeViolations(page, include, theme === "dark");
    });
  }
  await useDeviceTheme(page, "light");
}
