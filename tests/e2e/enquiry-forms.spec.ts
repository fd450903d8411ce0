import type { Page } from "@playwright/test";
import { ERROR_MESSAGES } from "../../src/shared/api/error-catalogue.ts";
import { allowConsoleError, expect, test, visit } from "./fixtures.ts";

// The enquiry forms against the real server (embedded database, e-mail written
// to .eml files). The cookie choice is stored first so the banner never covers a button.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem("cookie-consent", "essential");
    localStorage.setItem("cookie-consent-analytics", "false");
    localStorage.setItem("cookie-consent-marketing", "false");
  });
});

function eventForm(page: Page) {
  return page.locator("#enquiry-form form");
}

function londonToday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());
}

function laterDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function fillEventForm(page: Page, name = "Eleanor Hartley") {
  const form = eventForm(page);
  await form.getByLabel("Full name").fill(name);
  await form.getByLabel("Email").fill("eleanor.hartley@example.com");
  await form.getByLabel("Phone").fill("07700 900123");
  await form.getByLabel("Event date").fill(laterDate(120));
  await form.getByLabel("Tell us about your plans").fill("A June wedding breakfast for about sixty.");
}

test.describe("the event enquiry forms", () => {
  for (const [path, guests] of [
    ["/events/weddings", "50"],
    ["/events/conferences", "20"],
    ["/events/private-parties", "30"],
  ] as const) {
    test(`${path} has the form in its HTML, ${guests} guests by default and no past dates`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain('name="eventDate"');
      await visit(page, path);
      const form = eventForm(page);
      await expect(form.getByLabel("Number of guests")).toHaveValue(guests);
      // The form is an island that hydrates when first touched (ADR 044): a pointer over it wakes it.
      await form.hover();
      await expect(form.getByLabel("Event date")).toHaveAttribute("min", londonToday());
      await expect(form.getByRole("button", { name: "Send Enquiry" })).toBeEnabled();
    });
  }

  test("stops without the consent tick, sending nothing", async ({ page }) => {
    await visit(page, "/events/weddings");
    let posted = false;
    page.on("request", (request) => {
      if (request.url().includes("/api/inquiries/")) posted = true;
    });
    await fillEventForm(page);
    await eventForm(page).getByRole("button", { name: "Send Enquiry" }).click();
    await expect(eventForm(page).getByRole("alert")).toHaveText("Please consent to receive communications");
    await expect(eventForm(page).getByRole("checkbox", { name: /I agree to/ })).toBeFocused();
    expect(posted).toBe(false);
  });

  test("shows 'Please correct the errors below.' with a red message under each field; editing a field clears its error", async ({ page }) => {
    await visit(page, "/events/weddings");
    const form = eventForm(page);
    // The form is an island woken by a first touch (ADR 044); a tick before it is live is replayed
    // after, which \`check()\` would not wait for.
    await form.hover();
    await expect(page.locator('[data-island="event-enquiry-form"][data-hydrated]')).toBeAttached();
    await form.getByRole("checkbox", { name: /I agree to/ }).check();
    await form.getByLabel("Number of guests").fill("0");
    await form.getByLabel("Event date").fill("2020-01-01");
    await form.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(form.getByRole("alert")).toHaveText("Please correct the errors below.");
    await expect(form.getByText("Name is required")).toBeVisible();
    await expect(form.getByText("Email is required")).toBeVisible();
    await expect(form.getByText("Phone number is required")).toBeVisible();
    await expect(form.getByText("Number of guests must be at least 1")).toBeVisible();
    await expect(form.getByText("Event date cannot be in the past")).toBeVisible();
    const name = form.getByLabel("Full name");
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");

    await name.fill("E");
    await expect(form.getByText("Name is required")).toHaveCount(0);
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText("Email is required")).toBeVisible();
  });

  test("sends, thanks the guest, resets the form, and records marketing consent when ticked", async ({ page }) => {
    await visit(page, "/events/conferences");
    const form = eventForm(page);
    await fillEventForm(page, "Arthur Penrose");
    await form.getByLabel("Number of guests").fill("35");
    await form.getByRole("checkbox", { name: /I agree to/ }).check();
    await form.getByRole("checkbox", { name: /news and offers/ }).check();
    const enquiry = page.waitForRequest((request) => request.url().endsWith("/api/inquiries/event"));
    const consent = page.waitForRequest((request) => request.url().endsWith("/api/inquiries/consent"));
    await form.getByRole("button", { name: "Send Enquiry" }).click();

    const sent = (await enquiry).postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({ name: "Arthur Penrose", eventType: "conference", guests: 35, marketingOptIn: true, consent: true, source: "/events/conferences", website: "" });
    expect((await enquiry).headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    await expect(form.getByText("Thank you! We'll be in touch within 24 hours.")).toBeFocused();
    await expect(page.getByRole("region", { name: "Notifications" })).not.toContainText("Thank you");
    expect((await consent).postDataJSON()).toEqual({ email: "eleanor.hartley@example.com", marketing: true, analytics: false });
    await expect(form.getByLabel("Full name")).toHaveValue("");
    await expect(form.getByLabel("Number of guests")).toHaveValue("20");
    await expect(form.getByRole("checkbox", { name: /I agree to/ })).not.toBeChecked();
  });

  test("keeps what was typed and shows the server's reason when it refuses", async ({ page, consoleErrors }) => {
    await page.route("**/api/inquiries/event", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ success: false, error: "Enquiries are paused for a moment." }) }),
    );
    await visit(page, "/events/private-parties");
    const form = eventForm(page);
    await fillEventForm(page, "Margaret Lowther");
    await form.getByRole("checkbox", { name: /I agree to/ }).check();
    await form.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(form.getByRole("alert")).toHaveText("Enquiries are paused for a moment.");
    await expect(form.getByLabel("Full name")).toHaveValue("Margaret Lowther");
    await expect(form.getByRole("checkbox", { name: /I agree to/ })).toBeChecked();
    allowConsoleError(consoleErrors, /status of 503/);
  });

  test("says 'Failed to submit inquiry. Please try again.' when the server cannot be reached", async ({ page, consoleErrors }) => {
    await page.route("**/api/inquiries/event", (route) => route.abort("internetdisconnected"));
    await visit(page, "/events/weddings");
    const form = eventForm(page);
    await fillEventForm(page);
    await form.getByRole("checkbox", { name: /I agree to/ }).check();
    await form.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(form.getByRole("alert")).toHaveText("Failed to submit inquiry. Please try again.");
    await expect(form.getByLabel("Full name")).toHaveValue("Eleanor Hartley");
    allowConsoleError(consoleErrors, /ERR_INTERNET_DISCONNECTED|Failed to load resource/);
  });
});

test.describe("the contact form", () => {
  function contactForm(page: Page) {
    return page.locator("#contact-form form");
  }

  test("requires name, email and message, in the spec's words", async ({ page }) => {
    await visit(page, "/contact");
    const form = contactForm(page);
    await form.getByLabel("Message").fill("Too short");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("alert")).toHaveText("Please correct the errors below.");
    await expect(form.getByText("Name is required")).toBeVisible();
    await expect(form.getByText("Email is required")).toBeVisible();
    await expect(form.getByText("Message must be at least 10 characters")).toBeVisible();
  });

  test("disables Send and says 'Sending...' while it sends, then thanks the guest and resets", async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/inquiries/contact", async (route) => {
      await held;
      await route.continue();
    });
    await visit(page, "/contact");
    const form = contactForm(page);
    await form.getByLabel("Full name").fill("Tomás O'Connor");
    await form.getByLabel("Email").fill("tomas@example.com");
    await form.getByLabel("Subject").selectOption("booking");
    await form.getByLabel("Message").fill("Could we have a ground-floor room for my mother on the 3rd?");
    await form.getByRole("button", { name: "Send Message" }).click();

    const sending = form.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeDisabled();
    release();
    await expect(form.getByText("Thank you for your message! We'll get back to you within 24 hours.")).toBeFocused();
    await expect(page.getByRole("region", { name: "Notifications" })).not.toContainText("Thank you");
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
    await expect(form.getByLabel("Full name")).toHaveValue("");
    await expect(form.getByLabel("Subject")).toHaveValue("general");
  });

  test("shows the server's refusal of a phone number no country has under the phone field (the browser checks only its digits)", async ({ page, consoleErrors }) => {
    await visit(page, "/contact");
    const form = contactForm(page);
    await form.getByLabel("Full name").fill("Tomás O'Connor");
    await form.getByLabel("Email").fill("tomas@example.com");
    await form.getByLabel("Phone").fill("+999 1234 5678");
    await form.getByLabel("Message").fill("Is there parking for a minibus?");
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/inquiries/contact"));
    await form.getByRole("button", { name: "Send Message" }).click();
    expect((await answer).status()).toBe(400);
    await expect(form.getByRole("alert")).toHaveText("Please correct the errors below.");
    await expect(form.getByLabel("Phone")).toHaveAccessibleDescription("Please enter a valid phone number");
    await expect(form.getByLabel("Phone")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Message")).toHaveValue("Is there parking for a minibus?");
    allowConsoleError(consoleErrors, /status of 400/);
  });

  test("shows the rate limit's message and keeps the text when the server says 429", async ({ page, consoleErrors }) => {
    await page.route("**/api/inquiries/contact", (route) =>
      route.fulfill({ status: 429, contentType: "application/json", body: JSON.stringify({ success: false, error: ERROR_MESSAGES.TOO_MANY_REQUESTS }) }),
    );
    await visit(page, "/contact");
    const form = contactForm(page);
    await form.getByLabel("Full name").fill("Tomás O'Connor");
    await form.getByLabel("Email").fill("tomas@example.com");
    await form.getByLabel("Message").fill("Is there parking for a minibus?");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("alert")).toHaveText("Too many requests. Please wait a moment and try again.");
    await expect(form.getByLabel("Message")).toHaveValue("Is there parking for a minibus?");
    allowConsoleError(consoleErrors, /status of 429/);
  });
});
