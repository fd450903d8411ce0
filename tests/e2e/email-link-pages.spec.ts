import { DATA_REQUEST_PATHS } from "../../src/shared/privacy/privacy-messages.ts";
import { expectNoAxeViolationsInBothThemes, PHONE } from "./axe.ts";
import { allowConsoleError, expect, test, type Page } from "./fixtures.ts";
import { sweepOf } from "./long-form.ts";
import { mailedLink } from "./mailed-link.ts";

// ADR 038: the pages behind e-mailed links wear the site's own layout
// (header, navigation, footer, a main landmark, light and dark), pass axe, and work without
// JavaScript, their one action a form POST.

/** The four addresses e-mails link to. */
const LINK_PATHS = ["/api/newsletter/confirm", "/api/newsletter/unsubscribe-one-click", DATA_REQUEST_PATHS.confirm, DATA_REQUEST_PATHS.download];
/** A token of the right shape that was never issued: the link's page says it cannot be used. */
const MADE_UP_TOKEN = "A".repeat(43);

function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A newsletter sign-up's confirmation link, as e-mailed. */
async function newsletterConfirmationLink(page: Page): Promise<string> {
  const email = uniqueEmail("link-page");
  const sent = await page.request.post("/api/newsletter/subscribe", { data: { email } });
  expect(sent.status()).toBe(202);
  return mailedLink(email, /https?:\/\/[^\s"<>]+\/api\/newsletter\/confirm\?token=[A-Za-z0-9_-]{43}/);
}

/** The site's header with its navigation, one main landmark holding the page's heading, and the footer. */
async function expectSiteLayout(page: Page, heading: string): Promise<void> {
  await expect(page.getByRole("banner").getByRole("link", { name: /The Courtfield Hotel/ }).first()).toBeVisible();
  await expect(page.getByRole("main")).toHaveCount(1);
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(heading);
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${heading} \\| The Courtfield Hotel`));
}

test("each e-mailed link's page is in the site's layout with no WCAG 2.2 AA violations, light and dark", { tag: PHONE }, async ({ page, consoleErrors }) => {
  const confirmLink = await newsletterConfirmationLink(page);
  await page.goto(confirmLink);
  await expectSiteLayout(page, "Confirm your subscription");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expectNoAxeViolationsInBothThemes(page);

  // Each address answers a link it cannot use with the same page: the short form audits it once (ADR 084).
  const audited = sweepOf(LINK_PATHS, LINK_PATHS.slice(0, 1));
  for (const path of LINK_PATHS) {
    await test.step(path, async () => {
      await page.goto(`${path}?token=${MADE_UP_TOKEN}`);
      await expectSiteLayout(page, "This link cannot be used");
      await expect(page.getByRole("main")).toContainText("Return to the homepage");
      await expect(page.locator("html[data-hydrated]")).toBeAttached();
      if (audited.includes(path)) await expectNoAxeViolationsInBothThemes(page);
    });
  }
  allowConsoleError(consoleErrors, /status of 4\d\d/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the link's page shows the site's layout and its button confirms with a plain form POST", async ({ page }) => {
    await page.goto(await newsletterConfirmationLink(page));
    await expectSiteLayout(page, "Confirm your subscription");
    await page.getByRole("main").getByRole("button", { name: "Confirm my subscription" }).click();
    await expectSiteLayout(page, "Subscription confirmed");
    await expect(page.getByRole("main")).toContainText("Return to the homepage");
  });
});
