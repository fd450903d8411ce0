import type { StaffUser } from "../../src/shared/staff/staff-user.ts";
import { ERROR_MESSAGES } from "../../src/shared/api/error-catalogue.ts";
import { EMAIL_INVALID } from "../../src/shared/validation/email-field.ts";
import { roomBookingListSchema, type RoomBookingList } from "../../src/shared/rooms/room-booking-admin.ts";
import { STAFF_MESSAGES } from "../../src/shared/staff/staff-messages.ts";
import { SIGN_IN_FAILED, TWO_FACTOR_CODE_NEEDED, TWO_FACTOR_CODE_WRONG } from "../../src/shared/staff/staff-account-messages.ts";
import { expectNoAxeViolationsInBothThemes, PHONE, PHONE_ONLY } from "./axe.ts";
import { allowConsoleError, expect, test, visit, type Page } from "./fixtures.ts";
import { STAFF_EVENTS_PATH } from "../../src/shared/staff/staff-notices.ts";
import { dashboardOf, OWNER, QUIET_EVENT_STREAM, RECEPTION } from "./staff-api-fake.ts";
import { EMPTY_INVENTORY, standInPriceCalls } from "./inventory-pricing-stand-in.ts";
import { routeTrpcAsRest, type RestRoute } from "./trpc-as-rest.ts";

// Staff sign-in and the admin shell against a
// stand-in for the staff API, answering as its contract says: these tests need no staff account.

const PASSWORD = "correct horse";

const OWNER_TABS = ["Dashboard", "Check-in", "Room Inventory", "Bookings", "Pet Accommodation", "Inquiries", "Events", "Pricing", "Privacy requests", "Staff", "Audit"];
const RECEPTION_TABS = OWNER_TABS.filter((tab) => tab !== "Staff" && tab !== "Audit");

interface StaffApiOptions {
  /** Who the session cookie belongs to; null when there is none. */
  signedIn?: StaffUser | null;
  /** Who a correct password signs in. */
  account?: StaffUser;
  /** The account's current two-factor code; without it the account has no second factor. */
  twoFactorCode?: string;
  /** Overrides the answer to POST /api/admin/login. */
  login?: (route: RestRoute) => Promise<void>;
  logoutStatus?: number;
  /** How many session checks fail with 503 before the session answers. */
  sessionOutages?: number;
}

/** One page of the Bookings tab's list, as the server's schema reads it. */
const ROOM_BOOKINGS_PAGE: RoomBookingList = roomBookingListSchema.parse({
  rows: [
    {
      booking_confirmation_id: "LH-482913",
      guest_name: "Ada Lovelace",
      guest_email: "ada@example.com",
      guest_phone: "+447700900123",
      check_in_date: "2026-03-01",
      check_out_date: "2026-03-04",
      addon_count: 2,
      references: ["PET-7K3M9Q", "PET-4H8N2P"],
      paid_amount: 60,
      refunded_amount: 20,
      verification: "partly_verified",
      last_booked_at: "2026-02-21T10:00:00.000Z",
    },
  ],
  total: 1,
  page: 1,
  pageSize: 50,
});

/** The staff API's session calls, kept in memory; records what the page sent. */
async function fakeStaffApi(page: Page, options: StaffApiOptions = {}) {
  const account = options.account ?? OWNER;
  const calls = { login: [] as unknown[], session: 0, logout: 0, other: [] as string[] };
  let signedIn = options.signedIn ?? null;
  const reply = (route: RestRoute, status: number, body: unknown) => route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) });

  const handler = async (route: RestRoute) => {
    const request = route.request();
    const path = new URL(request.url()).pathname;
    if (path === STAFF_EVENTS_PATH) return route.fulfill(QUIET_EVENT_STREAM);
    if (path === "/api/admin/session" && request.method() === "GET") {
      calls.session += 1;
      if (calls.session <= (options.sessionOutages ?? 0)) return reply(route, 503, { success: false, error: "Service temporarily unavailable" });
      return signedIn ? reply(route, 200, { success: true, data: { user: signedIn } }) : reply(route, 401, { success: false, error: ERROR_MESSAGES.UNAUTHORIZED });
    }
    if (path === "/api/admin/login" && request.method() === "POST") {
      const body: unknown = request.postDataJSON();
      calls.login.push(body);
      if (options.login) return options.login(route);
      const { password, totpCode } = body as { password?: string; totpCode?: string };
      if (password !== PASSWORD) return reply(route, 401, { success: false, error: SIGN_IN_FAILED });
      if (options.twoFactorCode && totpCode !== options.twoFactorCode) {
        const message = totpCode ? TWO_FACTOR_CODE_WRONG : TWO_FACTOR_CODE_NEEDED;
        return reply(route, 401, { success: false, error: message, fieldErrors: { totpCode: message } });
      }
      signedIn = account;
      return reply(route, 200, { success: true, data: { user: account } });
    }
    if (path === "/api/admin/logout" && request.method() === "POST") {
      calls.logout += 1;
      const status = options.logoutStatus ?? 200;
      if (status !== 200) return reply(route, status, { success: false, error: "Something went wrong" });
      signedIn = null;
      return reply(route, 200, { success: true, data: { signedOut: true } });
    }
    if (path === "/api/admin/dashboard" && request.method() === "GET") {
      return signedIn ? reply(route, 200, { success: true, data: dashboardOf(signedIn) }) : reply(route, 401, { success: false, error: ERROR_MESSAGES.UNAUTHORIZED });
    }
    if (path === "/api/admin/privacy-requests" && request.method() === "GET") {
      return signedIn ? reply(route, 200, { success: true, data: [] }) : reply(route, 401, { success: false, error: ERROR_MESSAGES.UNAUTHORIZED });
    }
    // The Pet Accommodation tab's list (an empty page), for the sign-out test that starts there.
    if (path === "/api/admin/addon-bookings" && request.method() === "GET") {
      const empty = { rows: [], total: 0, page: 1, pageSize: 50, summary: { total_bookings: 0, paid_revenue: null, refunded: null, paid_at_desk: null, awaiting_verification: 0, arriving_today: 0 } };
      return signedIn ? reply(route, 200, { success: true, data: empty }) : reply(route, 401, { success: false, error: ERROR_MESSAGES.UNAUTHORIZED });
    }
    // The Bookings tab's list of the room bookings the site knows of (ADR 037): one booking.
    if (path === "/api/admin/bookings" && request.method() === "GET") {
      return signedIn ? reply(route, 200, { success: true, data: ROOM_BOOKINGS_PAGE }) : reply(route, 401, { success: false, error: ERROR_MESSAGES.UNAUTHORIZED });
    }
    if (path === "/api/admin/inventory" && request.method() === "GET") {
      return signedIn ? reply(route, 200, { success: true, data: EMPTY_INVENTORY }) : reply(route, 401, { success: false, error: ERROR_MESSAGES.UNAUTHORIZED });
    }
    if (path === "/api/admin/inquiries" && request.method() === "GET") {
      return signedIn ? reply(route, 200, { success: true, data: { rows: [], total: 0, page: 1, pageSize: 50 } }) : reply(route, 401, { success: false, error: ERROR_MESSAGES.UNAUTHORIZED });
    }
    calls.other.push(`${request.method()} ${path}`);
    return reply(route, 404, { success: false, error: ERROR_MESSAGES.NOT_FOUND });
  };
  // The live notices' stream; every staff call the admin makes, through /trpc.
  await page.route("**/api/admin/**", handler);
  await routeTrpcAsRest(page, () => true, handler);
  await standInPriceCalls(page, () => signedIn !== null);

  return {
    calls,
    expireSession: () => {
      signedIn = null;
    },
  };
}

/** The browser's note about each failed staff call the test provoked on purpose. */
function allowFailedCalls(consoleErrors: string[]): void {
  allowConsoleError(consoleErrors, /status of (401|429|500|503)/);
}

function loginForm(page: Page) {
  return page.getByRole("form", { name: "Staff sign in" });
}

function notifications(page: Page) {
  return page.getByRole("region", { name: "Notifications" });
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  const form = loginForm(page);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign in" }).click();
}

test.describe("the sign-in page", () => {
  test("shows its form at once and asks the server nothing before it is sent", async ({ page }) => {
    const api = await fakeStaffApi(page);
    await visit(page, "/admin/login");
    const form = loginForm(page);
    await expect(form.getByLabel("Email")).toHaveAttribute("autocomplete", "username");
    await expect(form.getByLabel("Password")).toHaveAttribute("autocomplete", "current-password");
    await expect(form.getByRole("button", { name: "Sign in" })).toBeEnabled();
    await expect(page.getByText("Forgot your password? Contact the system administrator.")).toBeVisible();
    await expect(page).toHaveTitle(/^Staff sign in \| /);
    expect(api.calls).toEqual({ login: [], session: 0, logout: 0, other: [] });
  });

  test("shows the sign-in messages under each field with the toast, focuses the first, and sends nothing", async ({ page }) => {
    const api = await fakeStaffApi(page);
    await visit(page, "/admin/login");
    const form = loginForm(page);
    const email = form.getByLabel("Email");
    const password = form.getByLabel("Password");

    await form.getByRole("button", { name: "Sign in" }).click();
    await expect(form.getByText("Email is required")).toBeVisible();
    await expect(form.getByText("Password is required")).toBeVisible();
    await expect(notifications(page)).toContainText("Please correct the errors below.");
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Email is required");
    await expect(password).toHaveAccessibleDescription("Password is required");

    await email.fill("reception");
    await expect(form.getByText("Email is required"), "editing a field clears its error").toBeHidden();
    await expect(email).not.toHaveAttribute("aria-invalid");
    await password.fill("12345");
    await form.getByRole("button", { name: "Sign in" }).click();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await expect(form.getByText("Password must be at least 6 characters")).toBeVisible();
    await expect(email).toBeFocused();

    await email.fill("desk@example.com");
    await password.focus();
    await expect(form.getByText("Password must be at least 6 characters"), "an error stays until its own field is edited").toBeVisible();
    await form.getByRole("button", { name: "Sign in" }).click();
    await expect(password).toBeFocused();
    expect(api.calls.login).toEqual([]);
  });

  test("says 'Signing in...' while it waits, then shows the server's 'Login failed' for a wrong password", async ({ page, consoleErrors }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const api = await fakeStaffApi(page, {
      login: async (route) => {
        await held;
        await route.fulfill({ status: 401, contentType: "application/json", body: JSON.stringify({ success: false, error: SIGN_IN_FAILED }) });
      },
    });
    await visit(page, "/admin/login");
    await signIn(page, "Olive@Example.com ", "wrong password");

    const form = loginForm(page);
    await expect(form.getByRole("button", { name: "Signing in..." })).toBeDisabled();
    release();
    await expect(form.getByRole("alert")).toHaveText("Login failed");
    await expect(form.getByRole("button", { name: "Sign in" })).toBeEnabled();
    await expect(page, "a refused sign-in is not a lost session").toHaveURL(/\/admin\/login$/);
    expect(api.calls.login).toEqual([{ email: "olive@example.com", password: "wrong password" }]);
    allowFailedCalls(consoleErrors);
  });

  test("puts the focus in the e-mail field on arrival, so the member of staff types at once", async ({ page }) => {
    await fakeStaffApi(page);
    await visit(page, "/admin/login");
    await expect(loginForm(page).getByLabel("Email")).toBeFocused();
  });

  test("after a wrong password, empties the password and focuses it, with 'Login failed' the one thing said (no leftover 'Logged out successfully')", async ({ page, consoleErrors }) => {
    await fakeStaffApi(page, { signedIn: OWNER });
    await visit(page, "/admin/dashboard");
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(notifications(page)).toContainText("Logged out successfully");
    await signIn(page, "olive@example.com", "wrong password");

    const form = loginForm(page);
    await expect(form.getByRole("alert")).toHaveText("Login failed");
    const password = form.getByLabel("Password");
    await expect(password).toHaveValue("");
    await expect(password).toBeFocused();
    await expect(form.getByLabel("Email"), "the address typed stays").toHaveValue("olive@example.com");
    await expect(notifications(page)).not.toContainText("Logged out successfully");
    allowFailedCalls(consoleErrors);
  });

  test("shows the server's own words when it refuses for another reason (too many attempts)", async ({ page, consoleErrors }) => {
    const message = "Too many sign-in attempts. Please wait 15 minutes and try again.";
    await fakeStaffApi(page, {
      login: (route) => route.fulfill({ status: 429, contentType: "application/json", body: JSON.stringify({ success: false, error: message }) }),
    });
    await visit(page, "/admin/login");
    await signIn(page, "olive@example.com", PASSWORD);
    await expect(loginForm(page).getByRole("alert")).toHaveText(message);
    allowFailedCalls(consoleErrors);
  });

  test("says 'Login failed. Please try again.' when the server cannot be reached", async ({ page, consoleErrors }) => {
    await fakeStaffApi(page, { login: (route) => route.abort("internetdisconnected") });
    await visit(page, "/admin/login");
    await signIn(page, "olive@example.com", PASSWORD);
    await expect(loginForm(page).getByRole("alert")).toHaveText("Login failed. Please try again.");
    await expect(loginForm(page).getByLabel("Email")).toHaveValue("olive@example.com");
    allowConsoleError(consoleErrors, /ERR_INTERNET_DISCONNECTED|Failed to load resource/);
  });

  test("puts the server's field errors under the fields", async ({ page, consoleErrors }) => {
    await fakeStaffApi(page, {
      login: (route) =>
        route.fulfill({
          status: 400,
          contentType: "application/json",
          body: JSON.stringify({ success: false, error: ERROR_MESSAGES.VALIDATION_ERROR, fieldErrors: { email: EMAIL_INVALID } }),
        }),
    });
    await visit(page, "/admin/login");
    await signIn(page, "olive@example.com", PASSWORD);
    await expect(loginForm(page).getByText("Please enter a valid email address")).toBeVisible();
    await expect(loginForm(page).getByLabel("Email")).toBeFocused();
    allowConsoleError(consoleErrors, /status of 400/);
  });

  test("signs in: a full page load into the dashboard, with 'Login successful!' and who is signed in", async ({ page }) => {
    const api = await fakeStaffApi(page);
    await visit(page, "/admin/login");
    await signIn(page, "olive@example.com", PASSWORD);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(notifications(page)).toContainText("Login successful!");
    const header = page.getByRole("banner");
    await expect(header).toContainText("The Courtfield Hotel");
    await expect(header).toContainText("Olive Owner");
    await expect(header).toContainText("Owner");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
    expect(api.calls.login).toEqual([{ email: "olive@example.com", password: PASSWORD }]);
  });

  test("asks for the two-factor code when the server wants it, then sends it with the password", async ({ page, consoleErrors }) => {
    const api = await fakeStaffApi(page, { twoFactorCode: "492817" });
    await visit(page, "/admin/login");
    await signIn(page, "olive@example.com", PASSWORD);
    const form = loginForm(page);
    const code = form.getByLabel("Authentication code");
    await expect(code).toBeFocused();
    await expect(code).toHaveAttribute("autocomplete", "one-time-code");
    await expect(code).toHaveAccessibleDescription(new RegExp(TWO_FACTOR_CODE_NEEDED));
    await expect(form.locator("[role='alert']"), "asking for the code is not a failure").toBeEmpty();
    await expect(notifications(page)).not.toContainText("Please correct the errors below.");

    await code.fill("000000");
    await form.getByRole("button", { name: "Sign in" }).click();
    await expect(form.getByText(TWO_FACTOR_CODE_WRONG)).toBeVisible();
    // The browser's notes about the two 401s, before the page they belong to is left.
    await expect.poll(() => consoleErrors.filter((error) => error.includes("status of 401")).length).toBe(2);
    allowFailedCalls(consoleErrors);

    await code.fill(" 492817 ");
    await expect(form.getByText(TWO_FACTOR_CODE_WRONG)).toBeHidden();
    await form.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    expect(api.calls.login).toEqual([
      { email: "olive@example.com", password: PASSWORD },
      { email: "olive@example.com", password: PASSWORD, totpCode: "000000" },
      { email: "olive@example.com", password: PASSWORD, totpCode: "492817" },
    ]);
  });

  test("works with what the browser filled in without typing events (autofill, password managers)", async ({ page }) => {
    const api = await fakeStaffApi(page);
    await visit(page, "/admin/login");
    await page.evaluate((password) => {
      const set = (selector: string, value: string) => {
        const input = document.querySelector<HTMLInputElement>(selector);
        if (input) input.value = value; // a property write: React hears nothing
      };
      set("#admin-email", "olive@example.com");
      set("#admin-password", password);
    }, PASSWORD);
    await loginForm(page).getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    expect(api.calls.login).toEqual([{ email: "olive@example.com", password: PASSWORD }]);
  });
});

test.describe("the admin gate", () => {
  test("/admin without a session goes to the sign-in page, replacing itself in the history", async ({ page, consoleErrors }) => {
    await fakeStaffApi(page);
    await visit(page, "/contact");
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(loginForm(page)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/contact$/);
    allowFailedCalls(consoleErrors);
  });

  test("a 401 from the session check leads to sign-in and, after it, back to the page asked for", async ({ page, consoleErrors }) => {
    const api = await fakeStaffApi(page);
    await page.goto("/admin/inquiries");
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem("admin:return-to"))).toBe("/admin/inquiries");
    await signIn(page, "olive@example.com", PASSWORD);
    await expect(page).toHaveURL(/\/admin\/inquiries$/);
    await expect(page.getByRole("link", { name: "Inquiries" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inquiries");
    expect(api.calls.session).toBeGreaterThanOrEqual(2);
    allowFailedCalls(consoleErrors);
  });

  test("an expired session found when the tab comes back into view leads to sign-in, keeping the page to return to", async ({ page, consoleErrors }) => {
    const api = await fakeStaffApi(page, { signedIn: OWNER });
    await page.clock.install();
    await visit(page, "/admin/pricing");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pricing");
    api.expireSession();
    await page.clock.fastForward("01:00"); // past the session answer's freshness
    await page.evaluate(() => window.dispatchEvent(new Event("visibilitychange")));
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem("admin:return-to"))).toBe("/admin/pricing");
    allowFailedCalls(consoleErrors);
  });

  test("says when the session cannot be checked, and opens once Try again gets an answer", async ({ page, consoleErrors }) => {
    // The first check and its three retries fail (up to 3 retries, 1 s, 2 s, 4 s apart: src/web/features/admin/shell/staff-call-retries.ts).
    const api = await fakeStaffApi(page, { signedIn: OWNER, sessionOutages: 4 });
    // The page's clock steps past each retry's delay (7 s in all) instead of the test waiting them out.
    await page.clock.install();
    await visit(page, "/admin/inventory");
    const failure = page.getByRole("alert");
    // Each turn jumps past the longest of those delays; the retries stop at three all the same.
    await expect
      .poll(async () => {
        await page.clock.fastForward(4_000);
        return api.calls.session;
      }, { message: "the first check and its three retries" })
      .toBe(4);
    await expect(failure).toContainText("The staff area could not open");
    await expect(failure).toContainText("Service temporarily unavailable");
    await expect(page, "an outage is not a lost session").toHaveURL(/\/admin\/inventory$/);
    await failure.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Room Inventory");
    expect(api.calls.session).toBe(5);
    allowFailedCalls(consoleErrors);
  });
});

test.describe("a session that lapses on an open screen", () => {
  test("asks for the sign-in over the screen, two-factor code included, and then does what was asked", async ({ page, consoleErrors }) => {
    const api = await fakeStaffApi(page, { signedIn: OWNER, twoFactorCode: "492817" });
    await visit(page, "/admin/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
    api.expireSession();
    await page.getByRole("button", { name: "Refresh" }).click();

    const dialog = page.getByRole("dialog", { name: "Sign in again" });
    await expect(dialog).toContainText(STAFF_MESSAGES.SESSION_ENDED);
    await expect(page, "the screen stays beneath the sign-in").toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("button", { name: "Refreshing..." }), "the refresh waits for the new session").toBeAttached();
    await signIn(page, "olive@example.com", PASSWORD);
    const code = dialog.getByLabel("Authentication code");
    await expect(code).toBeFocused();
    await code.fill("492817");
    await dialog.getByRole("button", { name: "Sign in" }).click();

    await expect(dialog).toBeHidden();
    await expect(notifications(page)).toContainText(STAFF_MESSAGES.LOGIN_SUCCESS);
    await expect(page.getByRole("button", { name: "Refresh" })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    expect(api.calls.login).toEqual([
      { email: "olive@example.com", password: PASSWORD },
      { email: "olive@example.com", password: PASSWORD, totpCode: "492817" },
    ]);
    allowFailedCalls(consoleErrors);
  });

  test("goes to the sign-in page, as before, when the member of staff closes the sign-in", async ({ page, consoleErrors }) => {
    const api = await fakeStaffApi(page, { signedIn: OWNER });
    await visit(page, "/admin/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
    api.expireSession();
    await page.getByRole("button", { name: "Refresh" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign in again" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem("admin:return-to"))).toBe("/admin/dashboard");
    allowFailedCalls(consoleErrors);
  });
});

test.describe("the admin shell", () => {
  test("shows an owner every tab, Staff and Audit included", async ({ page }) => {
    await fakeStaffApi(page, { signedIn: OWNER });
    await visit(page, "/admin");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("navigation", { name: "Staff area" }).getByRole("link")).toHaveText(OWNER_TABS);
    await expect(page.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  });

  test("shows reception the tabs for everyone, and says Staff is for owners when opened by its address", async ({ page }) => {
    await fakeStaffApi(page, { signedIn: RECEPTION });
    await visit(page, "/admin/dashboard");
    await expect(page.getByRole("banner")).toContainText("Rhys Reception");
    await expect(page.getByRole("banner")).toContainText("Reception");
    await expect(page.getByRole("navigation", { name: "Staff area" }).getByRole("link")).toHaveText(RECEPTION_TABS);
    await page.goto("/admin/staff");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Staff");
    await expect(page.getByText("This part of the staff area is for owners only.")).toBeVisible();
  });

  test("gives each tab its own address, titled, and Back returns to the tab before", async ({ page }) => {
    await fakeStaffApi(page, { signedIn: OWNER });
    await visit(page, "/admin/dashboard");
    const nav = page.getByRole("navigation", { name: "Staff area" });

    await nav.getByRole("link", { name: "Bookings" }).click();
    await expect(page).toHaveURL(/\/admin\/bookings$/);
    await expect(page).toHaveTitle(/^Bookings \| Staff area \| /);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bookings");
    await expect(page.getByText(/Room bookings are managed in Little Hotelier/)).toBeVisible();
    const littleHotelier = page.getByRole("link", { name: /Sign in to Little Hotelier/ });
    await expect(littleHotelier).toHaveAttribute("href", "https://app.littlehotelier.com/");
    await expect(littleHotelier).toHaveAttribute("target", "_blank");

    // A tab that asks the server nothing more (this stand-in knows only the session calls).
    await nav.getByRole("link", { name: "Privacy requests" }).click();
    await expect(page).toHaveURL(/\/admin\/privacy-requests$/);
    await expect(nav.getByRole("link", { name: "Privacy requests" })).toHaveAttribute("aria-current", "page");
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/bookings$/);
    await expect(nav.getByRole("link", { name: "Bookings" })).toHaveAttribute("aria-current", "page");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bookings");
  });

  test("is keyboard operable: skip link first, then the header and the tabs, each at least 24 px", async ({ page }) => {
    await fakeStaffApi(page, { signedIn: OWNER });
    await visit(page, "/admin/dashboard");
    // The shell is drawn once the session is known; a Tab pressed before that lands on the loading screen.
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Your account" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Sign out" })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Check-in" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/check-in$/);
    for (const target of await page.locator("header button, header a, nav a").all()) {
      const box = await target.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(24);
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
    }
  });

  test("fits a 390 px phone: the tabs scroll sideways, the page does not", { tag: PHONE_ONLY }, async ({ page }) => {
    await fakeStaffApi(page, { signedIn: OWNER });
    await visit(page, "/admin/privacy-requests");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(page.getByRole("link", { name: "Privacy requests" })).toBeInViewport();
    await expect(page.getByRole("button", { name: "Sign out" })).toBeInViewport();
  });

  test("signs out with 'Logged out successfully' even when the sign-out call fails", async ({ page, consoleErrors }) => {
    const api = await fakeStaffApi(page, { signedIn: OWNER, logoutStatus: 500 });
    await visit(page, "/admin/pet-accommodation");
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(notifications(page)).toContainText("Logged out successfully");
    await expect(loginForm(page)).toBeVisible();
    expect(api.calls.logout).toBe(1);
    allowFailedCalls(consoleErrors);
  });

  test("signs out: the next person signing in starts at the dashboard, and Back does not reopen the staff page", async ({ page }) => {
    const api = await fakeStaffApi(page, { signedIn: OWNER });
    await visit(page, "/contact");
    await page.goto("/admin/inquiries");
    // As if an earlier lost session had left a page to return to.
    await page.evaluate(() => sessionStorage.setItem("admin:return-to", "/admin/inquiries"));
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(notifications(page)).toContainText("Logged out successfully");
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/contact$/);
    await page.goForward();
    await signIn(page, "olive@example.com", PASSWORD);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    expect(api.calls.logout).toBe(1);
  });
});

test.describe("no WCAG 2.2 AA violations, light and dark", { tag: PHONE }, () => {
  // The empty sign-in page is audited, at both widths, by the page sweep (accessibility.spec.ts).
  test("the sign-in page: with its errors, with the server's refusal, and asking for the two-factor code", async ({ page, consoleErrors }) => {
    await fakeStaffApi(page, { twoFactorCode: "492817" });
    await visit(page, "/admin/login");
    await loginForm(page).getByRole("button", { name: "Sign in" }).click();
    await expect(notifications(page)).toContainText("Please correct the errors below.");
    await expectNoAxeViolationsInBothThemes(page);

    await signIn(page, "olive@example.com", "not the password");
    await expect(loginForm(page).getByRole("alert")).toHaveText("Login failed");
    await expectNoAxeViolationsInBothThemes(page);

    await signIn(page, "olive@example.com", PASSWORD);
    await expect(loginForm(page).getByLabel("Authentication code")).toBeFocused();
    await expectNoAxeViolationsInBothThemes(page);
    allowFailedCalls(consoleErrors);
  });

  test("the sign-in over a screen whose session lapsed, and the notice that the server is away", async ({ page, consoleErrors }) => {
    const api = await fakeStaffApi(page, { signedIn: OWNER });
    await visit(page, "/admin/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
    api.expireSession();
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(page.getByRole("dialog", { name: "Sign in again" })).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page);
    await signIn(page, "olive@example.com", PASSWORD);
    await expect(page.getByRole("dialog", { name: "Sign in again" })).toBeHidden();

    await page.route("**/trpc/**", (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(page.getByRole("status").filter({ hasText: STAFF_MESSAGES.SERVER_AWAY })).toBeVisible();
    await expect(page.getByText("Not current")).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page);
    allowFailedCalls(consoleErrors);
    allowConsoleError(consoleErrors, /ERR_INTERNET_DISCONNECTED|Failed to load resource/);
  });

  test("the shell, on the dashboard and the Bookings tab", async ({ page }) => {
    await fakeStaffApi(page, { signedIn: OWNER });
    await visit(page, "/admin/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
    await expectNoAxeViolationsInBothThemes(page);
    // The tab, not the dashboard's "View Bookings" or "Pet Bookings".
    await page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Bookings" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bookings");
    // With the list of bookings with add-ons beneath the Little Hotelier link (ADR 037).
    await expect(page.getByRole("row", { name: /LH-482913/ })).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page);
  });
});
