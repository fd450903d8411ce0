import type { Page } from "@playwright/test";
import { allowConsoleError, expect, test, visit, waitForHydration } from "./fixtures.ts";
import { mailedLink } from "./mailed-link.ts";

const CHECK_INBOX = "Please check your inbox: we've sent you a link to confirm your subscription.";

function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Opens a page and waits for the footer's sign-up, whose code follows the page's first load. */
async function visitWithSignUp(page: Page, path: string): Promise<void> {
  await visit(page, path);
  await waitForHydration(signUp(page).button);
}

function signUp(page: Page) {
  const section = page.getByRole("contentinfo").getByRole("region", { name: "Newsletter" });
  return {
    section,
    email: section.getByRole("textbox", { name: "Your e-mail address" }),
    button: section.getByRole("button", { name: /Sign up|Signing up/ }),
  };
}

/** The confirmation link in the .eml the server wrote for `email`. */
const confirmationLinkFor = (email: string): Promise<string> => mailedLink(email, /https?:\/\/[^\s"<>]+\/api\/newsletter\/confirm\?token=[A-Za-z0-9_-]{43}/);

test.describe("the footer's newsletter sign-up", () => {
  test("refuses a bad address with the message, announced, then sends and says check your inbox", async ({ page, consoleErrors }) => {
    await visitWithSignUp(page, "/rooms");
    const { section, email, button } = signUp(page);
    await email.fill("not-an-address");
    await button.click();
    await expect(section.getByRole("alert")).toHaveText("Please enter a valid email address");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(/Please enter a valid email address/);
    allowConsoleError(consoleErrors, /status of 400/);

    // Hold the answer back to see the sending state.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/newsletter/subscribe", async (route) => {
      await held;
      await route.continue();
    });
    await email.fill(uniqueEmail("footer"));
    await expect(section.getByText("Please enter a valid email address")).toHaveCount(0);
    await expect(email).not.toHaveAttribute("aria-invalid");
    await button.click();
    await expect(button).toHaveText("Signing up...");
    await expect(button).toHaveAttribute("aria-disabled", "true");
    release();
    const status = section.getByRole("status");
    await expect(status).toHaveText(CHECK_INBOX);
    await expect(status.getByText(CHECK_INBOX)).toBeFocused();
    await expect(email).toHaveCount(0);
  });

  test("says so when the server cannot be reached, and keeps the address", async ({ page, consoleErrors }) => {
    await visitWithSignUp(page, "/");
    const { section, email, button } = signUp(page);
    await page.route("**/api/newsletter/subscribe", (route) => route.abort("internetdisconnected"));
    const address = uniqueEmail("offline");
    await email.fill(address);
    await button.click();
    await expect(section.getByRole("alert")).toHaveText("Unable to connect to the server. Please check your internet connection.");
    await expect(email).toHaveValue(address);
    allowConsoleError(consoleErrors, /ERR_INTERNET_DISCONNECTED|Failed to load resource/);
  });

  test("the confirmation link opens a page whose button confirms; opening it again says already confirmed", async ({ page }) => {
    const address = uniqueEmail("confirm");
    await visitWithSignUp(page, "/");
    const { section, email, button } = signUp(page);
    await email.fill(address);
    await button.click();
    await expect(section.getByRole("status")).toHaveText(CHECK_INBOX);

    const link = await confirmationLinkFor(address);
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your subscription");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your subscription");
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Subscription confirmed");
    await expect(page.getByText("Thank you! Your subscription to our newsletter is confirmed.")).toBeVisible();
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Already confirmed");
    // The site's own layout has buttons (menu, theme, sign-up); the page itself offers none.
    await expect(page.getByRole("main").getByRole("button")).toHaveCount(0);
  });
});

test.describe("the footer's newsletter sign-up without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is a plain form that signs up and answers a page", async ({ page }) => {
    await page.goto("/dining");
    const { email, button } = signUp(page);
    await email.fill(uniqueEmail("nojs"));
    await button.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Please check your inbox");
    await expect(page.getByText(CHECK_INBOX)).toBeVisible();
  });
});
