import type { RoomBookingList } from "../../src/shared/rooms/room-booking-admin.ts";
import { expect, test, visit, type Page } from "./fixtures.ts";
import { fakeStaffAccountApi, OWNER } from "./staff-api-fake.ts";
import { proceduresUnder, routeTrpcAsRest } from "./trpc-as-rest.ts";

// Every staff list keeps its filters in the address (ADR 089): a reload, or Back after another
// tab, shows the list as it was left and asks the server for that list again.

const NO_ROOM_BOOKINGS: RoomBookingList = { rows: [], total: 0, page: 1, pageSize: 50 };

/** Answers the list under `prefix` with `answer`, noting the address of each call. */
async function standInList(page: Page, prefix: string, answer: unknown): Promise<string[]> {
  const calls: string[] = [];
  await routeTrpcAsRest(page, proceduresUnder(prefix), async (route) => {
    calls.push(route.request().url());
    await route.fulfill({ json: { success: true, data: answer } });
  });
  return calls;
}

/** Reloads, then leaves for the Staff tab and comes Back: the address still holds the list. */
async function reloadLeaveAndComeBack(page: Page, address: RegExp): Promise<void> {
  await page.reload();
  await expect(page).toHaveURL(address);
  await page.getByRole("link", { name: "Staff", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/staff$/);
  await page.goBack();
  await expect(page).toHaveURL(address);
}

test("the Bookings tab's search survives a reload and Back, and the list is asked for it again", async ({ page }) => {
  await fakeStaffAccountApi(page, OWNER);
  const calls = await standInList(page, "/api/admin/bookings", NO_ROOM_BOOKINGS);
  await visit(page, "/admin/bookings");
  await page.getByLabel("Search").fill("CF-1001");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/bookings\?search=CF-1001$/);
  await page.getByLabel("Rows per page").selectOption("25");
  await expect(page).toHaveURL(/\/admin\/bookings\?search=CF-1001&pageSize=25$/);

  calls.length = 0;
  await reloadLeaveAndComeBack(page, /\/admin\/bookings\?search=CF-1001&pageSize=25$/);
  await expect(page.getByLabel("Search")).toHaveValue("CF-1001");
  await expect(page.getByLabel("Rows per page")).toHaveValue("25");
  await expect.poll(() => calls.at(-1)).toMatch(/search=CF-1001/);
  expect(calls.every((call) => /search=CF-1001/.test(call) && /pageSize=25/.test(call))).toBe(true);
});

test("the Privacy requests tab's status and type survive a reload and Back", async ({ page }) => {
  await fakeStaffAccountApi(page, OWNER);
  const calls = await standInList(page, "/api/admin/privacy-requests", []);
  await visit(page, "/admin/privacy-requests");
  await page.getByLabel("Status").selectOption({ label: "In progress" });
  await page.getByLabel("Type").selectOption({ label: "Deletion" });
  await expect(page).toHaveURL(/\/admin\/privacy-requests\?status=in_progress&type=delete$/);

  calls.length = 0;
  await reloadLeaveAndComeBack(page, /\/admin\/privacy-requests\?status=in_progress&type=delete$/);
  await expect(page.getByLabel("Status")).toHaveValue("in_progress");
  await expect(page.getByLabel("Type")).toHaveValue("delete");
  await expect(page.getByRole("status").filter({ hasText: "No requests match." })).toBeVisible();
  await expect.poll(() => calls.length).toBeGreaterThan(0);
  expect(calls.every((call) => /status=in_progress/.test(call) && /type=delete/.test(call))).toBe(true);

  // "All" leaves the address plain again.
  await page.getByLabel("Status").selectOption({ label: "All statuses" });
  await page.getByLabel("Type").selectOption({ label: "All types" });
  await expect(page).toHaveURL(/\/admin\/privacy-requests$/);
});

test("the Audit tab's action and member of staff survive a reload and Back", async ({ page }) => {
  const api = await fakeStaffAccountApi(page, OWNER);
  await visit(page, "/admin/audit");
  const rows = page.getByRole("region", { name: "Audit events" }).locator("tbody tr");
  await expect(rows).toHaveCount(50);
  await page.getByLabel("Action").selectOption({ label: "Signed in" });
  await expect(rows).toHaveCount(15);
  await expect(page).toHaveURL(/\/admin\/audit\?action=staff\.sign_in$/);

  api.calls.length = 0;
  await reloadLeaveAndComeBack(page, /\/admin\/audit\?action=staff\.sign_in$/);
  await expect(page.getByLabel("Action")).toHaveValue("staff.sign_in");
  await expect(rows).toHaveCount(15);
  const trailCalls = api.calls.filter((call) => call.startsWith("GET /api/admin/audit"));
  expect(trailCalls.length).toBeGreaterThan(0);
  expect(trailCalls.every((call) => call.includes("action=staff.sign_in"))).toBe(true);
});
