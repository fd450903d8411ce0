import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Route } from "@playwright/test";
import { expectNoAxeViolations, PHONE } from "./axe.ts";
import { allowConsoleError, expect, test, visit, waitForHydration, type Page } from "./fixtures.ts";
import { FAKE_STRIPE_BASE_URL } from "./stripe-server-address.ts";
import { APP_MAIL_DIR } from "./app-server-address.ts";
import { ADDON_MESSAGES } from "../../src/shared/addons/payment-errors.ts";
import { PLAIN_FORM_BACK, PLAIN_FORM_CORRECTIONS } from "../../src/shared/enquiries/enquiry-paths.ts";

const STRIPE_JS = /^https:\/\/js\.stripe\.com\//;
const BLOCKED = "Payment processing may be blocked by ad blockers. Please disable ad blockers and try again, or contact us directly.";

/** A date `days` from today in London, as the date inputs take it. */
function londonDate(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

function form(page: Page) {
  const root = page.getByRole("form", { name: "Pet accommodation booking" });
  return {
    root,
    confirmationId: root.getByLabel("Booking confirmation ID"),
    guestName: root.getByLabel("Guest name"),
    email: root.getByRole("textbox", { name: /^Email/ }),
    phone: root.getByRole("textbox", { name: /^Phone/ }),
    checkIn: root.getByLabel("Check-in date"),
    checkOut: root.getByLabel("Check-out date"),
    addon: root.getByRole("checkbox", { name: /Add pet accommodation/ }),
    pets: root.getByLabel("Number of pets"),
    petName: (index: number) => root.getByRole("group", { name: `Pet ${index + 1}` }).getByLabel("Pet's name"),
    petType: (index: number) => root.getByRole("group", { name: `Pet ${index + 1}` }).getByLabel("Type"),
    requirements: root.getByLabel("Special requirements"),
    payNow: root.getByRole("button", { name: "Pay Now" }),
  };
}

/** Opens the add-on page with Stripe.js blocked (its host is unreachable here anyway) and waits for the form's code. */
async function openForm(page: Page): Promise<ReturnType<typeof form>> {
  await page.route(STRIPE_JS, (route) => route.abort("blockedbyclient"));
  await visit(page, "/book-addons");
  const fields = form(page);
  // The form is an island that hydrates when first touched (ADR 044): a pointer over it wakes it.
  await fields.confirmationId.hover();
  await waitForHydration(fields.payNow);
  await expect(fields.payNow).toBeEnabled();
  return fields;
}

async function fillValid(fields: ReturnType<typeof form>, overrides: { email?: string; nights?: number; pets?: 1 | 2 } = {}): Promise<void> {
  await fields.confirmationId.fill("DIRECT-2048");
  await fields.guestName.fill("Ada Lovelace");
  await fields.email.fill(overrides.email ?? uniqueEmail("addon"));
  await fields.phone.fill("01632 960123");
  await fields.checkIn.fill(londonDate(14));
  await fields.checkOut.fill(londonDate(14 + (overrides.nights ?? 3)));
  await fields.pets.selectOption(String(overrides.pets ?? 2));
  await fields.petName(0).fill("Rex");
  if ((overrides.pets ?? 2) === 2) {
    await fields.petName(1).fill("Tibbles");
    await fields.petType(1).selectOption("Cat");
  }
}

/** Stripe.js was refused: the browser logs the failed script load. */
function allowBlockedStripe(consoleErrors: string[]): void {
  allowConsoleError(consoleErrors, /Failed to load resource|ERR_BLOCKED_BY_CLIENT|ERR_FAILED|Stripe/);
}

test.describe("the pet add-on form", () => {
  test("checks fields live, ticks valid ones, and keeps pet rows equal to the count with new rows as Dog", async ({ page }) => {
    const fields = await openForm(page);
    await fields.confirmationId.fill("ab");
    await fields.confirmationId.blur();
    await expect(fields.root.getByText("Booking confirmation ID must be at least 3 characters")).toBeVisible();
    await expect(fields.confirmationId).toHaveAttribute("aria-invalid", "true");
    await fields.confirmationId.fill("ab$%");
    await expect(fields.root.getByText("Booking confirmation ID can only contain letters, numbers, hyphens and underscores")).toBeVisible();
    await fields.confirmationId.fill("DIRECT-2048");
    await expect(fields.confirmationId).not.toHaveAttribute("aria-invalid");
    await expect(fields.confirmationId).toHaveAccessibleDescription(/Looks good/);

    await fields.email.fill("not-an-address");
    await expect(fields.email).toHaveAccessibleDescription(/valid email/i);

    await expect(fields.root.getByRole("group", { name: /^Pet \d$/ })).toHaveCount(1);
    await fields.petName(0).fill("Rex");
    await fields.petType(0).selectOption("Cat");
    await fields.pets.selectOption("2");
    await expect(fields.root.getByRole("group", { name: /^Pet \d$/ })).toHaveCount(2);
    await expect(fields.petType(1)).toHaveValue("Dog");
    await expect(fields.petName(0)).toHaveValue("Rex");
    await expect(fields.petType(0)).toHaveValue("Cat");
    await expect(fields.pets.locator("option")).toHaveText(["1", "2"]);
    await fields.pets.selectOption("1");
    await expect(fields.root.getByRole("group", { name: /^Pet \d$/ })).toHaveCount(1);
  });

  test("Pay Now with errors says 'Please fix the errors in the form' and shows each field's message", async ({ page }) => {
    const fields = await openForm(page);
    await fields.payNow.click();
    await expect(page.getByRole("alert").filter({ hasText: "Please fix the errors in the form" })).toBeVisible();
    for (const message of ["Booking confirmation ID is required", "Guest name is required", "Check-in date is required", "Check-out date is required", "Pet name is required"]) {
      await expect(fields.root.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(fields.confirmationId).toBeFocused();

    await fields.checkIn.fill(londonDate(-1));
    await expect(fields.root.getByText("Check-in date cannot be in the past")).toBeVisible();
    await fields.checkIn.fill(londonDate(400));
    await expect(fields.root.getByText("Check-in date cannot be more than one year ahead")).toBeVisible();
    await fields.checkIn.fill(londonDate(10));
    await fields.checkOut.fill(londonDate(41));
    await expect(fields.root.getByText("Stay cannot exceed 30 nights")).toBeVisible();
    await fields.checkOut.fill(londonDate(9));
    await expect(fields.root.getByText("Check-out date must be after check-in date")).toBeVisible();
    await fields.requirements.fill("x".repeat(501));
    await expect(fields.root.getByText("Special requirements must be less than 500 characters")).toBeVisible();
    await expect(fields.checkIn).toHaveAttribute("min", londonDate(0));
    await expect(fields.checkIn).toHaveAttribute("max", /^\d{4}-\d{2}-\d{2}$/);
  });

  test("without the add-on: 'Please select the pet accommodation add-on to continue' and 'Please select at least one add-on'", async ({ page }) => {
    const fields = await openForm(page);
    await fillValid(fields);
    await fields.addon.uncheck();
    await expect(fields.pets).toHaveCount(0);
    const summary = page.getByRole("region", { name: "Summary" });
    await expect(summary).toContainText("0 pets × 3 nights × £10.00 = £0.00");
    await fields.payNow.click();
    await expect(page.getByRole("alert").filter({ hasText: "Please select at least one add-on" })).toBeVisible();
    await expect(fields.root.getByText("Please select the pet accommodation add-on to continue")).toBeVisible();
    await fields.addon.check();
    await expect(summary).toContainText("2 pets × 3 nights × £10.00 = £60.00");
    await expect(fields.petName(1)).toHaveValue("Tibbles");
  });

  test("the summary multiplies pets by nights by £10.00, and Back to Form keeps every value", async ({ page, consoleErrors }) => {
    const fields = await openForm(page);
    await fillValid(fields, { nights: 4 });
    await fields.requirements.fill("Rex is nervous of stairs");
    const summary = page.getByRole("region", { name: "Summary" });
    await expect(summary).toContainText("2 pets × 4 nights × £10.00 = £80.00");
    await fields.payNow.click();
    const payment = page.getByRole("region", { name: "Payment" });
    await expect(payment).toBeVisible();
    await expect(payment.getByRole("heading", { name: "Payment" })).toBeFocused();
    await expect(fields.root).toBeHidden();
    await payment.getByRole("button", { name: "Back to Form" }).click();
    await expect(fields.root).toBeVisible();
    await expect(fields.confirmationId).toHaveValue("DIRECT-2048");
    await expect(fields.petName(1)).toHaveValue("Tibbles");
    await expect(fields.petType(1)).toHaveValue("Cat");
    await expect(fields.requirements).toHaveValue("Rex is nervous of stairs");
    await expect(fields.checkOut).toHaveValue(londonDate(18));
    allowBlockedStripe(consoleErrors);
  });

  test("says test payments move no money", async ({ page }) => {
    await openForm(page);
    await expect(page.getByText("Test payment: no money moves")).toBeVisible();
  });
});

test.describe("the payment step", () => {
  test("with Stripe.js blocked it says the wallets could not load and points to the card button, which works (no ad-blocker advice)", { tag: PHONE }, async ({ page, consoleErrors }) => {
    const fields = await openForm(page);
    await fillValid(fields);
    await fields.payNow.click();
    const payment = page.getByRole("region", { name: "Payment" });
    await expect(payment.getByRole("status")).toHaveText(ADDON_MESSAGES.WALLETS_UNAVAILABLE);
    await expect(payment.getByText(BLOCKED)).toHaveCount(0);
    await expect(payment.getByRole("button", { name: "Pay by Card" })).toBeEnabled();
    await expectNoAxeViolations(page, "main");
    allowBlockedStripe(consoleErrors);
  });

  test("a request to the server that cannot be sent closes the step with the ad-blocker message", async ({ page, consoleErrors }) => {
    const fields = await openForm(page);
    await fillValid(fields);
    await page.route("**/api/addon-bookings/create-session", (route) => route.abort("blockedbyclient"));
    await fields.payNow.click();
    await page.getByRole("region", { name: "Payment" }).getByRole("button", { name: "Pay by Card" }).click();
    await expect(page.getByRole("alert").filter({ hasText: BLOCKED })).toBeVisible();
    await expect(page.getByRole("region", { name: "Payment" })).toHaveCount(0);
    await expect(fields.guestName).toHaveValue("Ada Lovelace");
    allowBlockedStripe(consoleErrors);
  });

  test("a phone number no country has passes the browser's rule; the server's refusal closes the step and shows under the phone field", async ({ page, consoleErrors }) => {
    const fields = await openForm(page);
    await fillValid(fields);
    await fields.phone.fill("+999 1234 5678");
    await fields.payNow.click();
    const answer = page.waitForResponse((response) => response.url().includes("/api/addon-bookings/create-session"));
    await page.getByRole("region", { name: "Payment" }).getByRole("button", { name: "Pay by Card" }).click();
    expect((await answer).status()).toBe(400);
    await expect(page.getByRole("region", { name: "Payment" })).toHaveCount(0);
    await expect(fields.phone).toHaveAccessibleDescription(/Please enter a valid phone number/);
    await expect(fields.phone).toHaveAttribute("aria-invalid", "true");
    await expect(fields.guestName).toHaveValue("Ada Lovelace");
    allowBlockedStripe(consoleErrors);
    allowConsoleError(consoleErrors, /status of 400/);
  });

  test("the card button shows Redirecting while the checkout is being made", async ({ page, consoleErrors }) => {
    const fields = await openForm(page);
    await fillValid(fields);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/addon-bookings/create-session", async (route: Route) => {
      await held;
      await route.abort("blockedbyclient");
    });
    await fields.payNow.click();
    const payment = page.getByRole("region", { name: "Payment" });
    await payment.getByRole("button", { name: "Pay by Card" }).click();
    await expect(payment.getByRole("button", { name: "Redirecting" })).toBeDisabled();
    await expect(payment.getByRole("button", { name: "Back to Form" })).toBeDisabled();
    release();
    await expect(page.getByRole("alert").filter({ hasText: BLOCKED })).toBeVisible();
    allowBlockedStripe(consoleErrors);
  });
});

/** The .eml the server wrote to `email` that mentions `text` (quoted-printable soft breaks undone). */
async function mailTo(email: string, text: string): Promise<string> {
  let found = "";
  await expect
    .poll(
      async () => {
        const files = await readdir(APP_MAIL_DIR).catch(() => [] as string[]);
        for (const file of files.filter((name) => name.endsWith(".eml"))) {
          const raw = (await readFile(path.join(APP_MAIL_DIR, file), "utf8")).replace(/=\r?\n/g, "");
          if (raw.includes(`To: ${email}`) && raw.includes(text)) found = raw;
        }
        return found !== "";
      },
      { timeout: 30_000, message: `an e-mail to ${email} mentioning ${text}` },
    )
    .toBe(true);
  return found;
}

/** Fills the form, opens the payment step and presses the card button: the browser goes to Stripe's (the fake's) checkout page. */
async function startCardCheckout(page: Page, email: string): Promise<void> {
  const fields = await openForm(page);
  await fillValid(fields, { email });
  await fields.requirements.fill("Rex is nervous of stairs");
  await fields.payNow.click();
  await page.getByRole("region", { name: "Payment" }).getByRole("button", { name: "Pay by Card" }).click();
  await page.waitForURL((url) => url.href.startsWith(FAKE_STRIPE_BASE_URL));
  await expect(page.locator("#amount")).toHaveText("£60.00");
}

test.describe("paying by card", () => {
  test("form to Stripe's checkout to the success page, with the reference, its QR code and the confirmation e-mail", { tag: PHONE }, async ({ page, consoleErrors }) => {
    const email = uniqueEmail("card");
    await startCardCheckout(page, email);
    await page.getByRole("button", { name: /^Pay / }).click();
    await page.waitForURL(/\/book-addons\/success\?session_id=cs_/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking Confirmed", { timeout: 20_000 });
    await expect(page.getByText("Pet Accommodation Confirmed!")).toBeVisible();
    const main = page.getByRole("main");
    const reference = (await main.locator("figcaption .font-mono").textContent()) ?? "";
    expect(reference).toMatch(/^PET-[A-Z0-9]{6}$/);
    await expect(main.getByRole("img", { name: `QR code of your add-on reference ${reference}` })).toBeVisible();
    await expect(main.getByRole("img", { name: /QR code/ }).locator("svg")).toHaveCount(1);
    await expect(main.getByText("Payment status: Paid")).toBeAttached();
    for (const text of ["DIRECT-2048", "Ada Lovelace", email, "3 nights", "Rex (Dog)", "Tibbles (Cat)", "Rex is nervous of stairs", "Includes taxes and charges", "Check-in from 3:00 PM, check-out by 10:00 AM."]) {
      await expect(main.getByText(text, { exact: false }).first()).toBeVisible();
    }
    await expect(main.getByText("£60.00")).toHaveCount(2); // subtotal and total paid
    await expect(page.getByRole("region", { name: /^Contact / }).getByRole("link", { name: "01632 960123" })).toBeVisible();

    await expectNoAxeViolations(page);

    const mail = await mailTo(email, reference);
    expect(mail).toContain("Ada Lovelace");
    allowBlockedStripe(consoleErrors);
  });

  test("a declined card stays on Stripe's page with its message; Back returns to the form as the guest left it, saying nothing was charged", { tag: PHONE }, async ({ page, consoleErrors }) => {
    const email = uniqueEmail("declined");
    await startCardCheckout(page, email);
    await page.getByLabel("Card number").fill("4000 0000 0000 0002");
    await page.getByRole("button", { name: /^Pay / }).click();
    await expect(page.getByRole("alert")).toHaveText("Your card was declined.");
    await page.getByRole("link", { name: "Back" }).click();
    await expect(page.getByRole("alert").filter({ hasText: ADDON_MESSAGES.CHECKOUT_NOT_COMPLETED })).toBeVisible();
    await expect(page).toHaveURL(/\/book-addons$/);
    const fields = form(page);
    await expect(fields.confirmationId).toHaveValue("DIRECT-2048");
    await expect(fields.guestName).toHaveValue("Ada Lovelace");
    await expect(fields.email).toHaveValue(email);
    await expect(fields.pets).toHaveValue("2");
    await expect(fields.petName(1)).toHaveValue("Tibbles");
    await expect(fields.petType(1)).toHaveValue("Cat");
    await expect(fields.requirements).toHaveValue("Rex is nervous of stairs");
    // Once taken back, the tab keeps nothing of it: a reload starts empty.
    expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual([]);
    await fields.payNow.click();
    await expect(page.getByRole("region", { name: "Payment" })).toBeVisible();
    allowBlockedStripe(consoleErrors);
  });

  test("a Stripe error on the server closes the step with that error's catalogue message, keeping what was typed", async ({ page, consoleErrors, request }) => {
    const fields = await openForm(page);
    const email = uniqueEmail("stripe-error");
    await fillValid(fields, { email });
    await fields.payNow.click();
    // Only this guest's request fails: the other project's tests use the same fake at the same time.
    const fail = await request.post(`${FAKE_STRIPE_BASE_URL}/_control/fail-next`, { data: { type: "api_error", whenBodyContains: email } });
    expect(fail.ok()).toBe(true);
    await page.getByRole("region", { name: "Payment" }).getByRole("button", { name: "Pay by Card" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Payment service error. Please try again later." })).toBeVisible();
    await expect(page.getByRole("region", { name: "Payment" })).toHaveCount(0);
    await expect(fields.guestName).toHaveValue("Ada Lovelace");
    allowBlockedStripe(consoleErrors);
    allowConsoleError(consoleErrors, /status of 5\d\d/);
  });
});

test.describe("the success page", () => {
  test("an unpaid checkout shows as pending: the page asks again, then says it is still being confirmed and an e-mail follows", async ({ page, consoleErrors }) => {
    await startCardCheckout(page, uniqueEmail("pending"));
    const sessionId = /\/pay\/(cs_\w+)/.exec(page.url())?.[1];
    expect(sessionId).toBeTruthy();
    let asked = 0;
    page.on("requestfinished", (request) => {
      if (request.url().includes("/api/addon-bookings/session/")) asked += 1;
    });
    // The page asks again five times, two seconds apart: its clock steps over one wait at a time
    // until the last answer is in.
    await page.clock.install();
    await page.goto(`/book-addons/success?session_id=${sessionId ?? ""}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirming Your Payment");
    await expect(page.getByText("Payment status: Pending")).toBeAttached();
    await expect
      .poll(
        async () => {
          await page.clock.runFor(2_000);
          return asked;
        },
        { intervals: [100], timeout: 15_000 },
      )
      .toBe(6);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment Being Confirmed");
    await expect(page.getByText(/still being confirmed\. We will send you an e-mail/)).toBeVisible();
    await expect(page.getByRole("main").getByText("Total", { exact: true })).toBeVisible();
    await page.clock.runFor(10_000);
    expect(asked, "it stops asking after five more times").toBe(6);
    allowBlockedStripe(consoleErrors);
  });

  test("without a session id: Booking Not Found, 'No session ID provided', links to Contact and Home", async ({ page }) => {
    await visit(page, "/book-addons/success");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking Not Found");
    await expect(page.getByText("No session ID provided")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("main").getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  });

  test("shows 'Loading your booking details...' first, then Booking Not Found with the server's words for an unknown id", async ({ page, consoleErrors }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/addon-bookings/session/**", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/book-addons/success?session_id=cs_test_unknown_session");
    await expect(page.getByText("Loading your booking details...")).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking Not Found");
    await expect(page.getByText("We could not find your booking details. Please contact us if you need assistance.")).toBeVisible();
    allowConsoleError(consoleErrors, /status of 404/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // Pay Now posts the plain form, and the server goes straight on to Stripe's hosted Checkout (ADR 104).
  test("Pay Now goes straight to Stripe's checkout for the server's price, and a paid session is fulfilled as usual", async ({ page }) => {
    await page.goto("/book-addons");
    const fields = form(page);
    await expect(page.getByText(/Paying online needs JavaScript/)).toHaveCount(0);
    // One pet chosen: the second row the page carries stays hidden (and the server leaves it out).
    await expect(fields.root.getByRole("group", { name: /^Pet \d$/ })).toHaveCount(1);
    const email = uniqueEmail("noscript");
    await fillValid(fields, { email, pets: 2, nights: 3 });
    await expect(fields.root.getByRole("group", { name: /^Pet \d$/ })).toHaveCount(2);
    await expect(fields.payNow).toBeEnabled();
    await fields.payNow.click();
    await page.waitForURL((url) => url.href.startsWith(`${FAKE_STRIPE_BASE_URL}/pay/cs_`));
    await expect(page.locator("#amount")).toHaveText("£60.00");
    await page.getByRole("button", { name: /^Pay / }).click();
    await page.waitForURL(/\/book-addons\/success\?session_id=cs_/);
    const mail = await mailTo(email, "Ada Lovelace");
    expect(mail).toContain("Tibbles");
  });

  test("a refused Pay Now lists every correction in the form's order, and Back keeps what was typed", async ({ page, consoleErrors }) => {
    await page.goto("/book-addons");
    const fields = form(page);
    await fields.confirmationId.fill("DIRECT-2048");
    await fields.email.fill("ada@");
    await fields.checkIn.fill(londonDate(14));
    await fields.checkOut.fill(londonDate(16));
    await fields.pets.selectOption("2");
    await fields.petName(0).fill("Rex");
    await fields.payNow.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your payment was not started");
    const main = page.getByRole("main");
    await expect(main).toContainText(PLAIN_FORM_CORRECTIONS);
    await expect(main.getByRole("listitem")).toHaveText(["Guest name is required", "Please enter a valid email address", "Phone number is required", "Pet name is required"]);
    await expect(main).toContainText(PLAIN_FORM_BACK);
    await page.goBack();
    await expect(fields.email).toHaveValue("ada@");
    await expect(fields.pets).toHaveValue("2");
    await expect(fields.petName(0)).toHaveValue("Rex");
    await expect(fields.confirmationId).toHaveValue("DIRECT-2048");
    allowConsoleError(consoleErrors, /status of 400 \(Bad Request\)/);
  });

  test("the success page says its details need JavaScript", async ({ page }) => {
    await page.goto("/book-addons/success?session_id=cs_test_x");
    await expect(page.getByText("Loading your booking details...")).toBeVisible();
    await expect(page.getByText(/need JavaScript to show here/)).toBeVisible();
  });
});

/** Opens /book-addons with the form's code held back (and Stripe.js blocked); the answer lets the code arrive. */
async function openWithTheFormsCodeHeld(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/addon-booking-form-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.route(STRIPE_JS, (route) => route.abort("blockedbyclient"));
  await page.goto("/book-addons");
  return release;
}

test("what was typed before the form's code arrived is kept when it does", async ({ page }) => {
  const release = await openWithTheFormsCodeHeld(page);
  const fields = form(page);
  // Pay Now is never greyed out before the code arrives (ADR 104).
  await expect(fields.payNow).toBeEnabled();
  await fields.confirmationId.fill("EARLY-1");
  await fields.guestName.fill("Grace Hopper");
  await fields.pets.selectOption("2");
  await fields.petName(0).fill("Biscuit");
  await fields.petType(0).selectOption("Cat");
  release();
  await waitForHydration(fields.payNow);
  await expect(fields.confirmationId).toHaveValue("EARLY-1");
  await expect(fields.guestName).toHaveValue("Grace Hopper");
  await expect(fields.petName(0)).toHaveValue("Biscuit");
  await expect(fields.petType(0)).toHaveValue("Cat");
  // The count chosen early gets its second row once the code is there.
  await expect(fields.root.getByRole("group", { name: /^Pet \d$/ })).toHaveCount(2);
  await expect(fields.petType(1)).toHaveValue("Dog");
  await expect(page.getByRole("region", { name: "Summary" })).toContainText("Pets2");
});

test("Pay Now tapped before the form's code arrived is held, then opens the payment step with what was typed", async ({ page, consoleErrors }) => {
  const release = await openWithTheFormsCodeHeld(page);
  const fields = form(page);
  await fillValid(fields, { pets: 1 });
  await fields.payNow.click();
  // Held by the islands runtime (ADR 088, 104), not sent as the plain form.
  await expect(page).toHaveURL(/\/book-addons$/);
  release();
  const payment = page.getByRole("region", { name: "Payment" });
  await expect(payment).toBeVisible();
  await expect(payment).toContainText("£30.00");
  allowBlockedStripe(consoleErrors);
});

