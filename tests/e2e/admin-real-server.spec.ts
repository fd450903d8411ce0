import { request as playwrightRequest } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { STAFF_MESSAGES } from "../../src/shared/staff/staff-messages.ts";
import { allowConsoleError, expect, type Page } from "./fixtures.ts";
import { test } from "./staff-server/signed-in.ts";
import { frontDeskEmail, ownerEmail, receptionEmail, STAFF_PASSWORD } from "./staff-server/staff-accounts.ts";
import { guestWritesToReception } from "./staff-server/guest-message.ts";
import { STAFF_BASE_URL } from "./staff-server/staff-server-address.ts";

// The staff side end to end against the real server and its real staff API (ADR 013): accounts
// made as `npm run admin:create` makes them, argon2id passwords, the session cookie, TOTP. The
// other admin specs use a stand-in API to reach every screen state; this one proves the parts fit.
// Idle expiry itself (30 minutes on the server's clock) is tested with a controlled clock in
// tests/integration/server/session.test.ts; here a session ended on the server stands in for it,
// since the browser meets both the same way: a 401.

test.use({ baseURL: STAFF_BASE_URL });

/** A refused sign-in and a lost session are 401 answers, which Chromium also logs to the console. */
function allowRefusals(consoleErrors: string[]): void {
  allowConsoleError(consoleErrors, /status of 401/);
}

async function signIn(page: Page, email: string, password = STAFF_PASSWORD): Promise<void> {
  const form = page.getByRole("form", { name: "Staff sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign in" }).click();
}

test("reception signs in with the password admin:create set, works, signs out, and Back shows nothing of the staff area", async ({ page, consoleErrors }, testInfo) => {
  await page.goto("/admin/login");
  await signIn(page, receptionEmail(testInfo.project.name), "not the password at all");
  await expect(page.getByRole("form", { name: "Staff sign in" }).getByRole("alert")).toHaveText("Login failed");

  await signIn(page, receptionEmail(testInfo.project.name));
  // Signing in loads /admin, which opens the dashboard at once (replacing itself in the history).
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
  await expect(page.getByRole("banner")).toContainText(`Rhys Reception (${testInfo.project.name})`);
  const cookie = (await page.context().cookies()).find((entry) => entry.name === "hotel_session");
  expect(cookie, "plain http: the session cookie without the __Host- prefix").toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await page.request.get("/api/admin/session")).status(), "the server ended the session").toBe(401);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Dashboard");
  allowRefusals(consoleErrors);
});

test("an owner's first sign-in holds until two-factor is set up with a real code; the next one asks for it, and a recovery code does", async ({ page, consoleErrors }, testInfo) => {
  const email = ownerEmail(testInfo.project.name);
  await page.goto("/admin/login");
  await signIn(page, email);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Set up two-factor sign-in");
  // Proof of the person (ADR 035): the password again, before the secret is made.
  await page.getByRole("form", { name: "Set up two-factor sign-in" }).getByLabel("Current password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(page.getByRole("img", { name: /QR code for two-factor sign-in/ })).toBeVisible();
  const secret = (await page.locator("main code").first().textContent()) ?? "";
  const totp = new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, "")) });

  const form = page.getByRole("form", { name: "Confirm two-factor sign-in" });
  await form.getByLabel("Code from the app").fill(totp.generate());
  await form.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  const recoveryCodes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(recoveryCodes).toHaveCount(10);
  const codes = await recoveryCodes.allTextContents();
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
  await expect(page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Staff" })).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await signIn(page, email);
  const code = page.getByRole("form", { name: "Staff sign in" }).getByLabel("Authentication code");
  await expect(code).toBeVisible();
  // The code just used is good once; a recovery code stands in for the next one.
  await code.fill(codes[0] ?? "");
  await page.getByRole("form", { name: "Staff sign in" }).getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
  allowRefusals(consoleErrors);
});

test("a session ended on the server asks for the sign-in over the page, and a page loaded without one goes to sign in and returns", async ({ page, consoleErrors }, testInfo) => {
  const email = receptionEmail(testInfo.project.name);
  await page.goto("/admin/login");
  await signIn(page, email);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");

  // The same receptionist at another desk ends this browser's session (Your account → Sessions).
  const otherDesk = await playwrightRequest.newContext({ baseURL: STAFF_BASE_URL });
  try {
    expect((await otherDesk.post("/api/admin/login", { data: { email, password: STAFF_PASSWORD } })).status()).toBe(200);
    const { sessions } = ((await (await otherDesk.get("/api/admin/sessions")).json()) as { data: { sessions: { id: string; current: boolean }[] } }).data;
    const others = sessions.filter((session) => !session.current);
    expect(others.length).toBeGreaterThanOrEqual(1);
    for (const session of others) expect((await otherDesk.delete(`/api/admin/sessions/${session.id}`)).status()).toBe(200);
  } finally {
    await otherDesk.dispose();
  }

  // On the open screen, the next call meets the lapsed session: the sign-in comes over the screen (ADR 091).
  await page.getByRole("link", { name: "Your account" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign in again" });
  await expect(dialog).toContainText(STAFF_MESSAGES.SESSION_ENDED);
  await signIn(page, email);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your account");

  // A page loaded afresh without a session goes to the sign-in page, and back to where it was after it.
  await page.context().clearCookies();
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your account");
  allowRefusals(consoleErrors);
});

test.describe("signed in already", () => {
  // Not the receptionist whose other sessions the test above ends. The subject here is the live
  // notice, not signing in: the session comes from the worker's stored state (staff-server/signed-in.ts).
  test.use({ signedInAs: { origin: STAFF_BASE_URL, email: frontDeskEmail } });

  test("an enquiry sent from another browser appears in the open staff screen within seconds, counted on its tab", async ({ page, browser }, testInfo) => {
    const stream = page.waitForRequest((request) => request.url().endsWith("/api/admin/events"));
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
    await stream;

    const heading = page.getByRole("heading", { level: 1 });
    const headingBefore = await heading.boundingBox();
    const guestName = `Nora Notice ${testInfo.project.name}`;
    await guestWritesToReception(browser, { name: guestName, email: `nora-${testInfo.project.name}@example.com`, message: "Do you have a room with a bath on Friday?" });

    const notices = page.getByRole("region", { name: /New since you opened this screen/ });
    await expect(notices).toContainText(`${guestName} · General enquiry`, { timeout: 10_000 });
    // The notice arrives in a tray at the window's foot: nothing on the page moves (ADR 102).
    expect(await heading.boundingBox()).toEqual(headingBefore);
    await expect(notices).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Inquiries 1 new" })).toBeVisible();
    await expect(page).toHaveTitle(/^\(1\) /);

    await notices.getByRole("link", { name: "New contact enquiry" }).first().click();
    await expect(page).toHaveURL(/\/admin\/inquiries\?open=contact:[0-9a-f-]{36}$/);
    await expect(page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Inquiries", exact: true })).toBeVisible();
    await expect(page).not.toHaveTitle(/^\(\d+\) /);
    // The Inquiries tab opens the enquiry itself, from the real server, and marks it read.
    const enquiry = page.getByRole("dialog", { name: `Contact enquiry from ${guestName}` });
    await expect(enquiry).toContainText("Do you have a room with a bath on Friday?");
    await expect(enquiry.getByLabel("Change status")).toHaveValue("read");
  });
});
