import type { Page } from "@playwright/test";
import { allowConsoleError, expect, test, visit } from "./fixtures.ts";

const SUCCESS = "You have been successfully unsubscribed from our newsletter.";

function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

function form(page: Page) {
  const main = page.getByRole("main");
  return {
    email: main.getByRole("textbox", { name: "Email address" }),
    reason: main.getByRole("combobox", { name: "Reason (optional)" }),
    button: main.getByRole("button", { name: /^(Unsubscribe|Unsubscribing\.\.\.)$/ }),
  };
}

test.describe("the unsubscribe page", () => {
  test("unsubscribes with a chosen reason, says so with focus on it, and offers another address", async ({ page }) => {
    await visit(page, "/unsubscribe");
    await expect(page.getByRole("complementary", { name: "What happens next" })).toContainText("suppression list");
    const { email, reason, button } = form(page);
    await email.fill(uniqueEmail("leaving"));
    await reason.selectOption("I receive too many e-mails");
    await button.click();
    await expect(page.getByRole("heading", { name: "Unsubscribed" })).toBeFocused();
    await expect(page.getByText(SUCCESS)).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to homepage" })).toHaveAttribute("href", "/");

    await page.getByRole("button", { name: "Unsubscribe another email" }).click();
    await expect(form(page).email).toHaveValue("");
    await expect(form(page).reason).toHaveValue("");
  });

  test("an invalid address gets its message under the field and the toast, and keeps focus there", async ({ page, consoleErrors }) => {
    await visit(page, "/unsubscribe");
    const { email, button } = form(page);
    await email.fill("not-an-address");
    await button.click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Please correct the email address.")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toBeFocused();
    await email.fill(uniqueEmail("fixed"));
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
    allowConsoleError(consoleErrors, /400/);
  });

  test("a failed call shows the server's reason and Try Again, which brings the form back with the address", async ({ page, consoleErrors }) => {
    await page.route("**/api/inquiries/suppression", (route) => route.fulfill({ status: 503, json: { success: false, error: "Service temporarily unavailable" } }));
    await visit(page, "/unsubscribe");
    const address = uniqueEmail("retry");
    await form(page).email.fill(address);
    await form(page).button.click();
    await expect(page.getByRole("heading", { name: "We could not unsubscribe you" })).toBeFocused();
    await expect(page.getByRole("alert").filter({ hasText: "Service temporarily unavailable" })).toBeVisible();
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(form(page).email).toHaveValue(address);
    allowConsoleError(consoleErrors, /503/);
  });

  test("a dropped connection says so", async ({ page, consoleErrors }) => {
    await page.route("**/api/inquiries/suppression", (route) => route.abort("internetdisconnected"));
    await visit(page, "/unsubscribe");
    await form(page).email.fill(uniqueEmail("offline"));
    await form(page).button.click();
    await expect(page.getByRole("alert").filter({ hasText: "Network error. Please try again later." })).toBeVisible();
    allowConsoleError(consoleErrors, /ERR_INTERNET_DISCONNECTED|Failed to load resource/);
  });
});

test.describe("the unsubscribe page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is a plain form that unsubscribes and answers a page", async ({ page }) => {
    await page.goto("/unsubscribe");
    await form(page).email.fill(uniqueEmail("nojs"));
    await form(page).reason.selectOption("Another reason");
    await form(page).button.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribed");
    await expect(page.getByText(SUCCESS)).toBeVisible();
  });
});
