import { STAFF_MESSAGES } from "../../src/shared/staff/staff-messages.ts";
import { allowConsoleError, expect, type Page } from "./fixtures.ts";
import { guestWritesToReception } from "./staff-server/guest-message.ts";
import { seededPetBooking } from "./staff-server/pet-booking-seed.ts";
import { test } from "./staff-server/signed-in.ts";
import { frontDeskEmail, STAFF_PASSWORD } from "./staff-server/staff-accounts.ts";
import { STAFF_BASE_URL } from "./staff-server/staff-server-address.ts";

// A lapsed session and a server that went away, met on open staff screens against the real staff
// server (ADR 091): the work on the screen is kept, and the screen says the same thing everywhere.

test.use({ baseURL: STAFF_BASE_URL, signedInAs: { origin: STAFF_BASE_URL, email: frontDeskEmail } });

function awayNotice(page: Page) {
  return page.getByRole("status").filter({ hasText: STAFF_MESSAGES.SERVER_AWAY });
}

/**
 * Every call to the server fails as if it had gone: the staff calls, the REST calls and the health
 * check. Returns how many tries of a procedure failed so far.
 */
async function serverGoesAway(page: Page): Promise<(procedure: string) => number> {
  const tries = new Map<string, number>();
  await page.route(/\/(trpc|api)\//, async (route) => {
    const path = new URL(route.request().url()).pathname;
    tries.set(path, (tries.get(path) ?? 0) + 1);
    await route.abort("connectionrefused");
  });
  return (procedure) => tries.get(`/trpc/${procedure}`) ?? 0;
}

/** The first try of a read and its three retries (1 s, 2 s, 4 s apart): src/web/features/admin/shell/staff-call-retries.ts. */
const TRIES_OF_A_READ = 4;

async function serverComesBack(page: Page): Promise<void> {
  await page.unroute(/\/(trpc|api)\//);
}

function allowOutage(consoleErrors: string[]): void {
  allowConsoleError(consoleErrors, /ERR_CONNECTION_REFUSED|Failed to load resource/);
}

test("a session that lapsed before Find asks for the sign-in over Check-in, keeps the code, and then finds it", async ({ page, consoleErrors }, testInfo) => {
  const seeded = seededPetBooking(testInfo.project.name);
  await page.goto("/admin/check-in");
  const field = page.getByLabel("Reference or confirmation ID");
  await field.fill(seeded.reference);
  // The session is gone (expired, or ended at another desk): the browser no longer has it.
  await page.context().clearCookies();
  await page.getByRole("button", { name: "Find" }).click();

  const dialog = page.getByRole("dialog", { name: "Sign in again" });
  await expect(dialog).toContainText(STAFF_MESSAGES.SESSION_ENDED);
  await expect(page).toHaveURL(/\/admin\/check-in$/);
  await dialog.getByLabel("Email").fill(frontDeskEmail(testInfo.project.name));
  await dialog.getByLabel("Password").fill(STAFF_PASSWORD);
  await dialog.getByRole("button", { name: "Sign in" }).click();

  await expect(dialog).toBeHidden();
  await expect(field).toHaveValue(seeded.reference);
  await expect(page.getByText(`Verify Me (${testInfo.project.name})`).first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/check-in$/);
  allowConsoleError(consoleErrors, /status of 401/);
});

test("a session that lapsed before Export CSV asks for the sign-in over the list, then saves the file", async ({ page, consoleErrors }, testInfo) => {
  await page.goto("/admin/inquiries?status=new");
  await expect(page.getByRole("table", { name: "Inquiries" })).toBeVisible();
  await page.context().clearCookies();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();

  const dialog = page.getByRole("dialog", { name: "Sign in again" });
  await expect(dialog).toContainText(STAFF_MESSAGES.SESSION_ENDED);
  await expect(page, "the list and its filter stay").toHaveURL(/\/admin\/inquiries\?status=new$/);
  await dialog.getByLabel("Email").fill(frontDeskEmail(testInfo.project.name));
  await dialog.getByLabel("Password").fill(STAFF_PASSWORD);
  await dialog.getByRole("button", { name: "Sign in" }).click();

  await expect(dialog).toBeHidden();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^inquiries.*\.csv$/);
  await expect(page).toHaveURL(/\/admin\/inquiries\?status=new$/);
  allowConsoleError(consoleErrors, /status of 401/);
});

test("a server that goes away is said once, lists keep their rows as not current, and a refreshed list does not say it failed", async ({ page, consoleErrors }) => {
  await page.goto("/admin/inquiries");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inquiries");
  const table = page.getByRole("table", { name: "Inquiries" });
  await expect(table).toBeVisible();

  const triesOf = await serverGoesAway(page);
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(awayNotice(page)).toBeVisible();
  await expect(page.getByText("Not current")).toBeVisible();
  await expect(table, "the rows last loaded stay").toBeVisible();
  // Every try failed: still the one notice, the rows, and no words of the tab's own.
  await expect.poll(() => triesOf("enquiries.admin.list"), { timeout: 15_000 }).toBe(TRIES_OF_A_READ);
  await expect(page.getByRole("button", { name: "Refresh" })).toBeEnabled();
  await expect(page.getByText("Failed to load inquiries")).toBeHidden();
  await expect(table).toBeVisible();
  await expect(awayNotice(page)).toBeVisible();

  // The dashboard says it in the same words.
  await page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(awayNotice(page)).toBeVisible();
  await expect(page.getByText("Failed to load dashboard data")).toBeHidden();

  // And a screen opened while it is away, with nothing loaded yet: the notice, not its own words.
  await page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Pricing" }).click();
  await expect.poll(() => triesOf("rooms.admin.prices.list"), { timeout: 15_000 }).toBe(TRIES_OF_A_READ);
  await expect.poll(() => triesOf("rooms.admin.prices.summary"), { timeout: 15_000 }).toBe(TRIES_OF_A_READ);
  await expect(awayNotice(page)).toBeVisible();
  await expect(page.getByText(/could not be reached/)).toBeHidden();
  await expect(page.getByText("Loading...", { exact: true })).toBeHidden();
  allowOutage(consoleErrors);
});

test("an idle screen learns the server went away, and is current again within 5 s of its return", async ({ page, consoleErrors }) => {
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
  await expect(page.getByRole("button", { name: "Refresh" })).toBeVisible();

  const triesOf = await serverGoesAway(page);
  // Nothing is pressed: the screen's own watch finds out.
  await expect(awayNotice(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("Not current")).toBeVisible();
  // Asked again while away, the dashboard fails all its tries; it shows no error of its own.
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect.poll(() => triesOf("dashboard.summary"), { timeout: 15_000 }).toBe(TRIES_OF_A_READ);
  await expect(page.getByRole("button", { name: "Refresh" })).toBeVisible();
  await expect(page.getByText("Failed to load dashboard data")).toBeHidden();

  const dashboardFetched = page.waitForResponse((response) => response.url().includes("/trpc/dashboard.summary") && response.ok());
  const back = Date.now();
  await serverComesBack(page);
  await expect(awayNotice(page)).toBeHidden({ timeout: 5_000 });
  await dashboardFetched;
  await expect(page.getByText("Not current")).toBeHidden();
  const seconds = (Date.now() - back) / 1000;
  console.log(`the dashboard was current again ${seconds.toFixed(1)} s after the server came back`);
  expect(seconds).toBeLessThan(5);
  allowOutage(consoleErrors);
});

test("an enquiry that arrived while the server was away is told once it is back: the new stream resumes where the closed one stopped", async ({ page, browser, consoleErrors }, testInfo) => {
  const stream = page.waitForResponse((response) => response.url().endsWith("/api/admin/events"));
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
  await stream;

  await serverGoesAway(page);
  await expect(awayNotice(page)).toBeVisible({ timeout: 15_000 });
  // Only this screen lost the server: a guest elsewhere still reaches it and writes in.
  const guestName = `Ada Away ${testInfo.project.name}`;
  await guestWritesToReception(browser, { name: guestName, email: `ada-away-${testInfo.project.name}@example.com`, message: "Is the bar open on Sunday evening?" });

  const resumed = page.waitForRequest((request) => /\/api\/admin\/events\?lastEventId=\d+$/.test(request.url()));
  await serverComesBack(page);
  await expect(awayNotice(page)).toBeHidden({ timeout: 5_000 });
  await resumed;
  const notices = page.getByRole("region", { name: /New since you opened this screen/ });
  await expect(notices).toContainText(`${guestName} · General enquiry`, { timeout: 10_000 });
  allowOutage(consoleErrors);
});
