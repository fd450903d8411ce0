import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { DATA_REQUEST_MESSAGES } from "../../src/shared/privacy/privacy-messages.ts";
import { expectNoAxeViolationsInBothThemes, PHONE } from "./axe.ts";
import { allowConsoleError, expect, test, visit, type Page } from "./fixtures.ts";
import { APP_MAIL_DIR } from "./app-server-address.ts";
import { mailedLink } from "./mailed-link.ts";

const SUBMITTED = "Request submitted successfully. Check your email: we have sent a link to confirm that the request is yours.";
const LINK_EXPIRED = "This link has expired or has already been used. Please send a new request from our data request page.";

function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

const confirmationLink = (email: string) => mailedLink(email, /https?:\/\/[^\s"<>]+\/api\/gdpr\/confirm\?token=[A-Za-z0-9_-]{43}/);

/** Whether an .eml to `email` contains `text` (quoted-printable soft breaks undone). */
async function mailContaining(email: string, text: string): Promise<boolean> {
  const files = await readdir(APP_MAIL_DIR).catch(() => [] as string[]);
  for (const file of files.filter((name) => name.endsWith(".eml"))) {
    const raw = (await readFile(path.join(APP_MAIL_DIR, file), "utf8")).replace(/=\r?\n/g, "");
    if (raw.includes(email) && raw.includes(text)) return true;
  }
  return false;
}

const main = (page: Page) => page.getByRole("main");

/** Picks a card and sends its form with `fields`, expecting the success panel. */
async function sendRequest(page: Page, card: string, fields: { email: string; fullName?: string; reason?: string }): Promise<void> {
  await visit(page, "/data-request");
  await main(page).getByRole("button", { name: new RegExp(card) }).click();
  await expect(main(page).getByRole("heading", { name: card })).toBeFocused();
  await main(page).getByRole("textbox", { name: /Email address/ }).fill(fields.email);
  if (fields.fullName) await main(page).getByRole("textbox", { name: /Full name/ }).fill(fields.fullName);
  if (fields.reason) await main(page).getByRole("textbox", { name: /Reason for deletion/ }).fill(fields.reason);
  await main(page).getByRole("button", { name: /my data/ }).click();
  await expect(main(page).getByRole("heading", { name: "Request submitted" })).toBeFocused();
  await expect(main(page).getByRole("status").filter({ hasText: SUBMITTED })).toBeVisible();
}

test.describe("/data-request: each request confirmed from the e-mailed link", () => {
  test("access: validates, shows Processing..., confirms from the link and e-mails the summary; the link works once", async ({ page, consoleErrors }) => {
    await visit(page, "/data-request");
    for (const card of ["Access My Data", "Export My Data", "Delete My Data"]) await expect(main(page).getByRole("button", { name: new RegExp(card) })).toBeVisible();
    await expect(main(page).getByRole("button", { name: /Access My Data/ })).toContainText("Free");
    await expect(main(page).getByRole("button", { name: /Export My Data/ })).toContainText("JSON");
    await expect(main(page).getByRole("heading", { name: "Frequently asked questions" })).toBeVisible();

    await main(page).getByRole("button", { name: /Access My Data/ }).click();
    await main(page).getByRole("button", { name: "Request my data" }).click();
    await expect(main(page).getByRole("alert").first()).toHaveText("Please correct the errors below.");
    const emailBox = main(page).getByRole("textbox", { name: /Email address/ });
    await expect(emailBox).toBeFocused();
    await expect(emailBox).toHaveAttribute("aria-invalid", "true");
    await expect(emailBox).toHaveAccessibleDescription("Email is required");
    await expect(main(page).getByRole("textbox", { name: /Full name/ })).toHaveAttribute("aria-invalid", "true");

    // Back to options resets everything.
    await main(page).getByRole("button", { name: "Back to options" }).click();
    await expect(main(page).getByRole("heading", { name: "What would you like to do?" })).toBeFocused();
    await main(page).getByRole("button", { name: /Access My Data/ }).click();
    await expect(main(page).getByText("Please correct the errors below.")).toHaveCount(0);

    const email = uniqueEmail("access");
    await main(page).getByRole("textbox", { name: /Email address/ }).fill(email);
    await main(page).getByRole("textbox", { name: /Full name/ }).fill("Ada Lovelace");
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/gdpr/data-request", async (route) => {
      await held;
      await route.continue();
    });
    await main(page).getByRole("button", { name: "Request my data" }).click();
    await expect(main(page).getByRole("button", { name: "Processing..." })).toHaveAttribute("aria-disabled", "true");
    release();
    await expect(main(page).getByRole("heading", { name: "Request submitted" })).toBeFocused();
    await main(page).getByRole("button", { name: "Submit Another Request" }).click();
    await expect(main(page).getByRole("button", { name: /Delete My Data/ })).toBeVisible();

    const link = await confirmationLink(email);
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Confirm your data access request" })).toBeVisible();
    await page.getByRole("button", { name: "Confirm and send my summary" }).click();
    await expect(page.getByRole("heading", { name: "Request confirmed" })).toBeVisible();
    await expect.poll(() => mailContaining(email, "Here is every kind of personal record we hold about this e-mail address"), { timeout: 20_000 }).toBe(true);

    await page.goto(link);
    await expect(page.getByRole("heading", { name: "This link cannot be used" })).toBeVisible();
    await expect(page.getByText(LINK_EXPIRED)).toBeVisible();
    allowConsoleError(consoleErrors, /status of 404/);
  });

  test("export: confirming offers the JSON file at once; the file holds the records with a schema version", async ({ page }) => {
    const email = uniqueEmail("export");
    await sendRequest(page, "Export My Data", { email });
    await page.goto(await confirmationLink(email));
    await page.getByRole("button", { name: "Confirm and prepare my export" }).click();
    await expect(page.getByRole("heading", { name: "Your data is ready" })).toBeVisible();
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download my data (JSON)" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await readFile(await download.path(), "utf8")) as { schemaVersion: number; subject: { email: string }; records: { privacyRequests: unknown[] } };
    expect(file.schemaVersion).toBe(1);
    expect(file.subject.email).toBe(email);
    expect(file.records.privacyRequests).toHaveLength(1);
    // The same file is e-mailed as a link.
    await mailedLink(email, /https?:\/\/[^\s"<>]+\/api\/gdpr\/export\?token=[A-Za-z0-9_-]{43}/);
  });

  test("delete: warns, checks the reason, then erases on confirmation and says what was kept and why", async ({ page, request }) => {
    const email = uniqueEmail("erase");
    const sent = await request.post("/api/inquiries/contact", {
      data: { name: "Ada Lovelace", email, subject: "general", message: "Is there parking near the hotel?", marketingOptIn: false },
    });
    expect(sent.status()).toBe(201);

    await visit(page, "/data-request");
    await main(page).getByRole("button", { name: /Delete My Data/ }).click();
    await expect(main(page).getByText(/Past booking records are anonymised but kept for 7 years/)).toBeVisible();
    await main(page).getByRole("textbox", { name: /Email address/ }).fill(email);
    await main(page).getByRole("textbox", { name: /Full name/ }).fill("Ada Lovelace");
    await main(page).getByRole("textbox", { name: /Reason for deletion/ }).fill("short");
    await main(page).getByRole("button", { name: "Delete my data" }).click();
    await expect(main(page).getByRole("textbox", { name: /Reason for deletion/ })).toHaveAccessibleDescription(/Please provide a more detailed reason \(at least 10 characters\)/);
    await main(page).getByRole("textbox", { name: /Reason for deletion/ }).fill("I no longer stay in Carlisle.");
    await main(page).getByRole("button", { name: "Delete my data" }).click();
    await expect(main(page).getByRole("heading", { name: "Request submitted" })).toBeFocused();

    await page.goto(await confirmationLink(email));
    await expect(page.getByRole("heading", { name: "Confirm the deletion of your data" })).toBeVisible();
    await page.getByRole("button", { name: "Delete my data permanently" }).click();
    await expect(page.getByRole("heading", { name: "Your data has been deleted" })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "1 contact form message" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Kept, and why" })).toBeVisible();
  });

  test("a network failure shows the banner and the toast", async ({ page, consoleErrors }) => {
    await visit(page, "/data-request");
    await page.route("**/api/gdpr/export-request", (route) => route.abort());
    await main(page).getByRole("button", { name: /Export My Data/ }).click();
    await main(page).getByRole("textbox", { name: /Email address/ }).fill(uniqueEmail("offline"));
    await main(page).getByRole("button", { name: "Export my data" }).click();
    await expect(main(page).getByRole("alert").first()).toHaveText("Network error. Please try again later.");
    await expect(page.getByText("Failed to submit request. Please try again.")).toBeVisible();
    allowConsoleError(consoleErrors, /ERR_FAILED|Failed to load resource/);
  });
});

test("/data-request: what was typed before the page's code arrived is kept when it does", async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/data-request");
  await main(page).getByRole("link", { name: /Delete My Data/ }).click();
  const email = uniqueEmail("early");
  const section = main(page).locator("#request-delete");
  await section.getByRole("textbox", { name: /Email address/ }).fill(email);
  await section.getByRole("textbox", { name: /Full name/ }).fill("Ada Lovelace");
  await section.getByRole("textbox", { name: /Reason for deletion/ }).fill("I no longer stay at the hotel.");
  release();
  // Hydrated: "Back to options" is now a button of the interactive flow, on the same form.
  await expect(main(page).getByRole("button", { name: "Back to options" })).toBeVisible();
  await expect(main(page).getByRole("textbox", { name: /Email address/ })).toHaveValue(email);
  await expect(main(page).getByRole("textbox", { name: /Full name/ })).toHaveValue("Ada Lovelace");
  await expect(main(page).getByRole("textbox", { name: /Reason for deletion/ })).toHaveValue("I no longer stay at the hotel.");
  await main(page).getByRole("button", { name: "Delete my data" }).click();
  await expect(main(page).getByRole("heading", { name: "Request submitted" })).toBeFocused();
});

test.describe("/data-request without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a card opens its form, which the server answers with a page", async ({ page }) => {
    await page.goto("/data-request");
    await expect(main(page).getByRole("textbox", { name: /Email address/ })).toHaveCount(0);
    await main(page).getByRole("link", { name: /Export My Data/ }).click();
    const section = main(page).locator("#request-export");
    await expect(section.getByRole("textbox", { name: /Email address/ })).toBeVisible();
    await section.getByRole("textbox", { name: /Email address/ }).fill(uniqueEmail("plain"));
    await section.getByRole("button", { name: "Export my data" }).click();
    await expect(page.getByRole("heading", { name: "Please check your inbox" })).toBeVisible();
    await expect(page.getByText(/Request submitted successfully/)).toBeVisible();
  });
});

test("/data-request: the cards, the delete form with its errors and warning, and the success panel have no WCAG 2.2 AA violations in light or dark", { tag: PHONE }, async ({ page }) => {
  await visit(page, "/data-request");
  await expectNoAxeViolationsInBothThemes(page);
  await main(page).getByRole("button", { name: /Delete My Data/ }).click();
  await main(page).getByRole("button", { name: "Delete my data" }).click();
  await expect(main(page).getByRole("alert").first()).toHaveText("Please correct the errors below.");
  await expectNoAxeViolationsInBothThemes(page);
  await page.route("**/api/gdpr/export-request", (route) => route.fulfill({ status: 202, json: { success: true, data: { message: DATA_REQUEST_MESSAGES.SUBMITTED } } }));
  await main(page).getByRole("button", { name: "Back to options" }).click();
  await main(page).getByRole("button", { name: /Export My Data/ }).click();
  await main(page).getByRole("textbox", { name: /Email address/ }).fill(uniqueEmail("axe"));
  await main(page).getByRole("button", { name: "Export my data" }).click();
  await expect(main(page).getByRole("heading", { name: "Request submitted" })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
});
