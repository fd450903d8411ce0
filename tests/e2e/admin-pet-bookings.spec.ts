import { parse } from "csv-parse/sync";
import { readFile } from "node:fs/promises";
import { csvFile } from "../../src/server/services/core/csv-file.ts";
import { ERROR_MESSAGES } from "../../src/shared/api/error-catalogue.ts";
import {
  ADDON_ADMIN_MESSAGES,
  ADDON_CSV_HEADER,
  addonBookingAdminViewSchema,
  addonBookingDeleteResultSchema,
  addonBookingListSchema,
  type AddonBookingAdminView,
} from "../../src/shared/addons/addon-booking-admin.ts";
import { expectNoAxeViolationsInBothThemes, PHONE } from "./axe.ts";
import { allowConsoleError, expect, visit, type Page } from "./fixtures.ts";
import { petBookingView as booking } from "./pet-booking-view.ts";
import { fakeStaffAccountApi, OWNER, RECEPTION } from "./staff-api-fake.ts";
import { AUDIT_OWNER_TOTP_SECRET, auditOwnerEmail, SEEDED_CONFIRMATION_ID, seededPetBooking } from "./staff-server/pet-booking-seed.ts";
import { test } from "./staff-server/signed-in.ts";
import { frontDeskEmail } from "./staff-server/staff-accounts.ts";
import { STAFF_BASE_URL } from "./staff-server/staff-server-address.ts";
import { proceduresUnder, routeTrpcAsRest, type RestRoute } from "./trpc-as-rest.ts";

// The Pet Accommodation tab against a stand-in for its five staff calls. The
// stand-in filters, pages and changes bookings in memory, and every answer goes through the
// server's own schemas (addon-booking-admin.ts) first, so it cannot drift from the contract.

const PATH = "/api/admin/addon-bookings";

function seed(): AddonBookingAdminView[] {
  return [
    booking({}),
    booking({ id: "00000000-0000-4000-8000-000000000002", reference: "PET-4H8N2P", guest_name: "Alan Turing", guest_email: "alan@example.org", booking_confirmation_id: "LH-1", verified_at_reception: true, verified_by: "desk@example.com", verified_at: "2026-03-10T15:10:00.000Z", created_at: "2026-02-21T10:00:00.000Z" }),
    booking({ id: "00000000-0000-4000-8000-000000000003", reference: "PET-CQ6TXD", guest_name: "Grace Hopper", guest_email: "grace@example.net", booking_confirmation_id: "LH-2", payment_status: "pending", number_of_pets: 1, pet_details: [{ name: "Rex", type: "Dog" }], total_amount: 20, pet_subtotal: 20, created_at: "2026-02-22T10:00:00.000Z" }),
    booking({ id: "00000000-0000-4000-8000-000000000004", reference: "PET-WRN4EF", guest_name: "Mary Somerville", guest_email: "mary@example.net", booking_confirmation_id: "LH-3", payment_status: "cancelled", cancelled_at: "2026-02-25T09:00:00.000Z", refunded_at: "2026-02-25T09:00:00.000Z", created_at: "2026-02-23T10:00:00.000Z" }),
  ];
}

type Stand = { bookings: AddonBookingAdminView[]; calls: { method: string; url: string; body: unknown }[]; failList: boolean; csv: string };

function matches(row: AddonBookingAdminView, query: URLSearchParams): boolean {
  const search = (query.get("search") ?? "").toLowerCase();
  const payment = query.get("payment") ?? "all";
  const verification = query.get("verification") ?? "all";
  const from = query.get("from");
  const to = query.get("to");
  return (
    (!search || [row.guest_name, row.guest_email, row.booking_confirmation_id, row.reference].some((field) => field.toLowerCase().includes(search))) &&
    (payment === "all" || row.payment_status === payment) &&
    (verification === "all" || row.verified_at_reception === (verification === "verified")) &&
    (!from || row.check_in_date >= from) &&
    (!to || row.check_in_date <= to)
  );
}

/** The staff account stand-in plus the tab's five calls, answering as the server's contract says. */
async function petBookingsApi(page: Page, user = RECEPTION): Promise<Stand> {
  await fakeStaffAccountApi(page, user);
  const stand: Stand = { bookings: seed(), calls: [], failList: false, csv: "" };
  const handler = async (route: RestRoute) => {
    const request = route.request();
    const url = new URL(request.url());
    const method = request.method();
    const body: unknown = request.postData() ? request.postDataJSON() : undefined;
    stand.calls.push({ method, url: `${url.pathname}${url.search}`, body });
    const json = (data: unknown, status = 200) => route.fulfill({ status, json: status < 300 ? { success: true, data } : { success: false, error: data } });
    const id = /^\/api\/admin\/addon-bookings\/([0-9a-f-]{36})/.exec(url.pathname)?.[1];
    const found = stand.bookings.find((candidate) => candidate.id === id);

    if (method === "GET" && url.pathname === `${PATH}/export.csv`) {
      const rows = stand.bookings.filter((row) => matches(row, url.searchParams));
      const file = csvFile("addon-bookings-2026-03-10.csv", ADDON_CSV_HEADER, rows.map((row) => [row.id, row.booking_confirmation_id, row.guest_name, row.guest_email, row.guest_phone, row.check_in_date, row.check_out_date, row.number_of_nights, row.pet_details.map((pet) => `${pet.name} (${pet.type})`).join("; "), row.total_amount.toFixed(2), row.payment_status, row.verified_at_reception ? "Yes" : "No", row.verified_by, row.verified_at, row.created_at, row.marketing_consent ? "Yes" : "No"]));
      stand.csv = file.content;
      return route.fulfill({ status: 200, contentType: "text/csv; charset=utf-8", headers: { "content-disposition": `attachment; filename="${file.filename}"` }, body: file.content });
    }
    if (method === "GET" && url.pathname === PATH) {
      if (stand.failList) return route.fulfill({ status: 400, json: { success: false } });
      const rows = stand.bookings.filter((row) => matches(row, url.searchParams));
      const pageSize = Number(url.searchParams.get("pageSize") ?? 50);
      const pageNumber = Number(url.searchParams.get("page") ?? 1);
      const paid = rows.filter((row) => row.payment_status === "succeeded");
      // Revenue is what was paid and kept (here a cancelled booking was paid: unpaid ones are deleted); refunds apart.
      const kept = rows.filter((row) => row.refunded_at === null && (row.payment_status === "succeeded" || row.payment_status === "cancelled"));
      const refunded = rows.filter((row) => row.refunded_at !== null);
      const pounds = (chosen: AddonBookingAdminView[]) => (user.role === "owner" ? chosen.reduce((sum, row) => sum + row.total_amount, 0) : null);
      return json(
        addonBookingListSchema.parse({
          rows: rows.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
          total: rows.length,
          page: pageNumber,
          pageSize,
          summary: {
            total_bookings: rows.length,
            paid_revenue: pounds(kept),
            refunded: pounds(refunded),
            paid_at_desk: 0,
            awaiting_verification: paid.filter((row) => !row.verified_at_reception).length,
            arriving_today: 1,
          },
        }),
      );
    }
    if (!found) return json(ADDON_ADMIN_MESSAGES.NOT_FOUND, 404);
    if (method === "GET") return json(addonBookingAdminViewSchema.parse(found));
    if (method === "PATCH" && url.pathname.endsWith("/verify")) {
      if (found.verified_at_reception) return json(ADDON_ADMIN_MESSAGES.ALREADY_VERIFIED, 409);
      Object.assign(found, { verified_at_reception: true, verified_by: user.email, verified_at: "2026-03-10T15:30:00.000Z" });
      return json(addonBookingAdminViewSchema.parse(found));
    }
    if (url.pathname.endsWith("/desk-payment")) {
      const desk = method === "PATCH" ? { payment_status: "succeeded", paid_at_desk_at: "2026-03-10T15:20:00.000Z", paid_at_desk_by: user.email, desk_payment_method: (body as { method: string }).method } : { payment_status: "pending", paid_at_desk_at: null, paid_at_desk_by: null, desk_payment_method: null };
      Object.assign(found, desk);
      return json(addonBookingAdminViewSchema.parse(found));
    }
    if (method === "DELETE") {
      const refund = (body as { refund?: boolean } | undefined)?.refund === true;
      if (found.payment_status === "pending" || found.payment_status === "failed") {
        stand.bookings = stand.bookings.filter((candidate) => candidate !== found);
        return json(addonBookingDeleteResultSchema.parse({ outcome: "deleted", booking: null }));
      }
      Object.assign(found, { payment_status: "cancelled", cancelled_at: "2026-03-10T15:40:00.000Z", ...(refund ? { refunded_at: "2026-03-10T15:40:00.000Z" } : {}) });
      return json(addonBookingDeleteResultSchema.parse({ outcome: refund ? "refunded" : "cancelled", booking: found }));
    }
    return json(ERROR_MESSAGES.NOT_FOUND, 404);
  };
  // The CSV export is a download from /api; the list and the changes go through /trpc.
  await page.route(`**${PATH}/export.csv**`, handler);
  await routeTrpcAsRest(page, proceduresUnder(PATH), handler);
  return stand;
}

const table = (page: Page) => page.getByRole("region", { name: "Pet add-on bookings" });
const rowOf = (page: Page, text: string) => table(page).getByRole("row").filter({ hasText: text });

test("lists the bookings with cards and badges, fits a phone, and has no WCAG 2.2 AA violations (list and details)", { tag: PHONE }, async ({ page, isMobile }) => {
  await petBookingsApi(page, OWNER);
  await visit(page, "/admin/pet-accommodation");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pet Accommodation");
  const summary = page.getByRole("main").locator("dl").first();
  await expect(summary).toContainText("Total bookings4");
  await expect(summary).toContainText("Paid revenue£80.00");
  await expect(summary).toContainText("Awaiting verification1");
  await expect(page.getByRole("status").filter({ hasText: "4 bookings" })).toBeVisible();
  await expect(rowOf(page, "PET-7K3M9Q")).toContainText("Ada Lovelace");
  await expect(rowOf(page, "PET-7K3M9Q")).toContainText("10 Mar 2026");
  await expect(rowOf(page, "PET-7K3M9Q")).toContainText("Biscuit (Dog), Marmalade (Cat)");
  await expect(rowOf(page, "PET-7K3M9Q")).toContainText("£40.00");
  await expect(rowOf(page, "PET-7K3M9Q")).toContainText("Paid");
  await expect(rowOf(page, "PET-4H8N2P")).toContainText("Verified");
  await expect(rowOf(page, "PET-CQ6TXD")).toContainText("Pending");
  await expect(rowOf(page, "PET-WRN4EF")).toContainText("Refunded");

  // The page never scrolls sideways; the table scrolls inside its own region.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  for (const target of await page.locator("main button, main input, main select").all()) {
    const box = await target.boundingBox();
    expect(box?.height ?? 0, await target.evaluate((node) => node.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(24);
  }
  if (isMobile) expect(await table(page).evaluate((region) => region.scrollWidth > region.clientWidth)).toBe(true);
  await expectNoAxeViolationsInBothThemes(page);

  await rowOf(page, "PET-7K3M9Q").getByRole("button", { name: "Details of PET-7K3M9Q" }).click();
  await expect(page.getByRole("dialog", { name: "Pet booking PET-7K3M9Q" })).toContainText("Ground-floor room please");
  await expectNoAxeViolationsInBothThemes(page);
});

test.describe("at the desk's 1024 × 700", () => {
  test.use({ viewport: { width: 1024, height: 700 } });

  test("every column and each row's Details fit without scrolling sideways, and names stay whole words", async ({ page }) => {
    const stand = await petBookingsApi(page);
    stand.bookings[0] = { ...stand.bookings[0]!, guest_name: "Philippa Montgomery-Fotheringham", guest_email: "philippa.montgomery-fotheringham@example.co.uk" };
    await visit(page, "/admin/pet-accommodation");
    await expect(table(page).getByRole("row")).toHaveCount(5);

    expect(await table(page).evaluate((region) => region.scrollWidth - region.clientWidth)).toBeLessThanOrEqual(0);
    // Each column's header and each row's Details lie inside the region's visible width.
    const visibleRight = await table(page).evaluate((region) => region.getBoundingClientRect().left + region.clientLeft + region.clientWidth);
    const headers = table(page).getByRole("columnheader");
    expect(await headers.allInnerTexts()).toEqual(["REFERENCE", "GUEST", "CHECK-IN", "PETS", "TOTAL", "PAYMENT", "VERIFICATION", "BOOKED", "ACTIONS"].map((text) => expect.stringContaining(text)));
    for (const target of [...(await headers.all()), ...(await table(page).getByRole("button", { name: /^Details of / }).all())]) {
      const box = await target.boundingBox();
      expect((box?.x ?? Infinity) + (box?.width ?? 0), await target.innerText()).toBeLessThanOrEqual(visibleRight + 1);
    }
    // The stay's two dates share one column; the check-out reads under the check-in.
    await expect(rowOf(page, "PET-7K3M9Q")).toContainText("to 12 Mar 2026");
    // The guest's name wraps only between words (after a space or a hyphen), never inside one.
    const name = rowOf(page, "PET-7K3M9Q").getByText("Philippa Montgomery-Fotheringham");
    const lines = await name.evaluate((span) => {
      const text = span.firstChild as Text;
      const range = document.createRange();
      const found: string[] = [];
      let top = -Infinity;
      let line = "";
      for (let index = 0; index < text.length; index += 1) {
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        const charTop = range.getBoundingClientRect().top;
        if (charTop > top + 1 && line) {
          found.push(line.trim());
          line = "";
        }
        top = charTop;
        line += text.data.charAt(index);
      }
      return [...found, line.trim()];
    });
    for (const line of lines) expect(["Philippa", "Montgomery-", "Fotheringham", "Philippa Montgomery-", "Montgomery-Fotheringham"], lines.join(" | ")).toContain(line);
  });
});

test.describe("flows (desktop)", () => {
  test("filters on the server and keeps them in the address: debounced search, payment, verification, dates; a reload keeps them", async ({ page }) => {
    const stand = await petBookingsApi(page);
    const clockStart = Date.now();
    await page.clock.install({ time: clockStart });
    await visit(page, "/admin/pet-accommodation");
    await expect(table(page).getByRole("row")).toHaveCount(5);
    const listCalls = () => stand.calls.filter((call) => call.method === "GET" && call.url.startsWith(`${PATH}?`)).map((call) => call.url);

    // The page's clock stands still while the keys arrive, so however slowly a busy machine sends
    // them, no pause in the typing is long enough for the search to go before the last key; then
    // a second with no key passes. (The page's clock started within this test, which ends within
    // its timeout, so the moment paused at is still ahead of it.)
    await page.clock.pauseAt(clockStart + (test.info().timeout || 3_600_000));
    await page.getByLabel("Search").pressSequentially("pet-4h8");
    await expect(page.getByLabel("Search")).toHaveValue("pet-4h8");
    expect(listCalls(), "nothing is asked while typing").toEqual([]);
    await page.clock.runFor(1_000);
    await page.clock.resume();
    await expect(page).toHaveURL(/\?search=pet-4h8$/);
    await expect(table(page).getByRole("row")).toHaveCount(2);
    await expect(rowOf(page, "Alan Turing")).toBeVisible();
    // One call for the whole word, not one per key.
    expect(listCalls()).toEqual([`${PATH}?search=pet-4h8`]);

    await page.getByLabel("Search").fill("");
    await page.getByLabel("Payment").selectOption("succeeded");
    await page.getByLabel("Verification").selectOption("pending");
    await expect(page).toHaveURL(/\?payment=succeeded&verification=pending$/);
    await expect(table(page).getByRole("row")).toHaveCount(2);
    await expect(rowOf(page, "Ada Lovelace")).toBeVisible();
    await page.getByLabel("Check-in from").fill("2026-03-11");
    await expect(page).toHaveURL(/from=2026-03-11/);
    await expect(table(page)).toContainText("No addon bookings found");

    await page.reload();
    await expect(page.getByLabel("Payment")).toHaveValue("succeeded");
    await expect(page.getByLabel("Check-in from")).toHaveValue("2026-03-11");
    await expect(table(page)).toContainText("No addon bookings found");
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(table(page).getByRole("row")).toHaveCount(5);

    await table(page).getByRole("button", { name: "Check-in" }).click();
    await expect(page).toHaveURL(/sort=checkIn/);
    // The address changes first; the list is asked for in the render that follows it.
    await expect.poll(() => listCalls().at(-1)).toContain("sort=checkIn");
  });

  test("details: the guest's phone is a link that dials the stored number", async ({ page }) => {
    await petBookingsApi(page, OWNER);
    await visit(page, "/admin/pet-accommodation");
    await rowOf(page, "PET-7K3M9Q").getByRole("button", { name: "Details of PET-7K3M9Q" }).click();
    const details = page.getByRole("dialog", { name: "Pet booking PET-7K3M9Q" });
    await expect(details.getByRole("link", { name: "07700 900123" })).toHaveAttribute("href", "tel:+447700900123");
  });

  test("details, Verify, and Delete that says what it will do: a paid booking is cancelled and refunded when ticked (an owner), an unpaid one removed", async ({ page }) => {
    const stand = await petBookingsApi(page, OWNER);
    await visit(page, "/admin/pet-accommodation");
    await rowOf(page, "PET-7K3M9Q").getByRole("button", { name: "Details of PET-7K3M9Q" }).click();
    const details = page.getByRole("dialog", { name: "Pet booking PET-7K3M9Q" });
    for (const text of ["LH-482913", "ada@example.com", "07700 900123", "10 Mar 2026", "12 Mar 2026", "Marmalade (Cat)", "£40.00", "Card (Stripe Checkout)", "Not verified"]) await expect(details).toContainText(text);
    await details.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("Booking verified successfully")).toBeVisible();
    await expect(details).toContainText("olive@example.com, 10 Mar 2026, 15:30");
    await expect(details.getByRole("button", { name: "Verify" })).toBeHidden();
    await expect(rowOf(page, "PET-7K3M9Q")).toContainText("Verified");

    await details.getByRole("button", { name: "Cancel booking" }).click();
    const confirm = page.getByRole("dialog", { name: "Cancel this paid booking?" });
    await expect(confirm).toContainText("has been paid (£40.00), so it will not be erased: it will be marked cancelled and kept for the payment record");
    await confirm.getByRole("checkbox", { name: "Refund £40.00 to the guest's card" }).check();
    await confirm.getByRole("button", { name: "Cancel and refund £40.00" }).click();
    await expect(page.getByText("Booking cancelled and £40.00 refunded")).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(details).toBeHidden();
    await expect(rowOf(page, "PET-7K3M9Q")).toContainText("Refunded");
    expect(stand.calls.filter((call) => call.method !== "GET")).toEqual([
      { method: "PATCH", url: `${PATH}/00000000-0000-4000-8000-000000000001/verify`, body: undefined },
      { method: "DELETE", url: `${PATH}/00000000-0000-4000-8000-000000000001`, body: { refund: true } },
    ]);

    await rowOf(page, "PET-CQ6TXD").getByRole("button", { name: "Details of PET-CQ6TXD" }).click();
    await page.getByRole("dialog", { name: "Pet booking PET-CQ6TXD" }).getByRole("button", { name: "Delete" }).click();
    const remove = page.getByRole("dialog", { name: "Delete this booking?" });
    await expect(remove).toContainText("was never paid. It will be removed for good");
    await remove.getByRole("button", { name: "Delete booking" }).click();
    await expect(page.getByText("Booking deleted")).toBeVisible();
    await expect(rowOf(page, "PET-CQ6TXD")).toHaveCount(0);
  });

  test("details: a fee taken at the desk is recorded by card terminal with a confirm step, named in the dialog and the list, and only an owner undoes it", async ({ page }) => {
    const stand = await petBookingsApi(page, OWNER);
    await visit(page, "/admin/pet-accommodation");
    await rowOf(page, "PET-CQ6TXD").getByRole("button", { name: "Details of PET-CQ6TXD" }).click();
    const details = page.getByRole("dialog", { name: "Pet booking PET-CQ6TXD" });
    await details.getByRole("button", { name: "Record payment taken at the desk" }).click();
    const form = details.getByRole("form", { name: "Record payment taken at the desk" });
    await form.getByLabel("Card terminal").check();
    await form.getByRole("button", { name: "Record £20.00 paid at the desk" }).click();
    await expect(page.getByText("Payment taken at the desk recorded")).toBeVisible();
    await expect(details).toContainText("Paid at the desk (card terminal) by olive@example.com at 10 Mar 2026, 15:20");
    await expect(rowOf(page, "PET-CQ6TXD")).toContainText("Paid at the desk");
    await expect(details.getByRole("button", { name: "Verify" })).toBeVisible();

    await details.getByRole("button", { name: "Undo payment taken at the desk" }).click();
    await details.getByRole("group", { name: "Undo payment taken at the desk" }).getByRole("button", { name: "Undo the payment" }).click();
    await expect(page.getByText("Payment taken at the desk undone")).toBeVisible();
    await expect(rowOf(page, "PET-CQ6TXD")).toContainText("Pending");
    await expect(details.getByRole("button", { name: "Record payment taken at the desk" })).toBeVisible();
    expect(stand.calls.filter((call) => call.method !== "GET")).toEqual([
      { method: "PATCH", url: `${PATH}/00000000-0000-4000-8000-000000000003/desk-payment`, body: { method: "card_terminal" } },
      { method: "DELETE", url: `${PATH}/00000000-0000-4000-8000-000000000003/desk-payment`, body: undefined },
    ]);
  });

  test("reception records a fee taken at the desk but is not offered the undo", async ({ page }) => {
    await petBookingsApi(page, RECEPTION);
    await visit(page, "/admin/pet-accommodation");
    await rowOf(page, "PET-CQ6TXD").getByRole("button", { name: "Details of PET-CQ6TXD" }).click();
    const details = page.getByRole("dialog", { name: "Pet booking PET-CQ6TXD" });
    await details.getByRole("button", { name: "Record payment taken at the desk" }).click();
    await details.getByLabel("Cash").check();
    await details.getByRole("button", { name: "Record £20.00 paid at the desk" }).click();
    await expect(details).toContainText("Paid at the desk (cash) by");
    await expect(details.getByRole("button", { name: "Undo payment taken at the desk" })).toHaveCount(0);
  });

  test("reception: a paid booking's details say only an owner can cancel or refund it; an unpaid one can still be deleted", async ({ page }) => {
    await petBookingsApi(page, RECEPTION);
    await visit(page, "/admin/pet-accommodation");
    await rowOf(page, "PET-7K3M9Q").getByRole("button", { name: "Details of PET-7K3M9Q" }).click();
    const paid = page.getByRole("dialog", { name: "Pet booking PET-7K3M9Q" });
    await expect(paid).toContainText(ADDON_ADMIN_MESSAGES.OWNERS_ONLY_PAID);
    await expect(paid.getByRole("button", { name: /Cancel booking|Refund/ })).toHaveCount(0);
    await paid.getByRole("button", { name: "Close" }).click();
    await rowOf(page, "PET-CQ6TXD").getByRole("button", { name: "Details of PET-CQ6TXD" }).click();
    await expect(page.getByRole("dialog", { name: "Pet booking PET-CQ6TXD" }).getByRole("button", { name: "Delete" })).toBeVisible();
  });

  test("exports the filtered bookings as a CSV download with the documented columns", async ({ page }) => {
    const stand = await petBookingsApi(page);
    await visit(page, "/admin/pet-accommodation?payment=succeeded");
    await expect(table(page).getByRole("row")).toHaveCount(3);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
    expect(download.suggestedFilename()).toBe("addon-bookings-2026-03-10.csv");
    await expect(page.getByText("CSV exported successfully")).toBeVisible();
    expect(stand.calls.map((call) => call.url)).toContain(`${PATH}/export.csv?payment=succeeded`);
    const records: string[][] = parse(await readFile(await download.path(), "utf8"), { bom: true });
    expect(records[0]).toEqual([...ADDON_CSV_HEADER]);
    expect(records.slice(1).map((record) => [record[0], record[2], record[8], record[9], record[11]])).toEqual([
      ["00000000-0000-4000-8000-000000000001", "Ada Lovelace", "Biscuit (Dog); Marmalade (Cat)", "40.00", "No"],
      ["00000000-0000-4000-8000-000000000002", "Alan Turing", "Biscuit (Dog); Marmalade (Cat)", "40.00", "Yes"],
    ]);
  });

  test("says 'No addon bookings found' for an empty list and 'Failed to fetch addon bookings' when the list cannot be read", async ({ page, consoleErrors }) => {
    const stand = await petBookingsApi(page);
    stand.bookings = [];
    await visit(page, "/admin/pet-accommodation");
    await expect(table(page)).toContainText("No addon bookings found");
    stand.failList = true;
    await page.getByLabel("Payment").selectOption("failed");
    await expect(page.getByRole("alert")).toHaveText("Failed to fetch addon bookings");
    stand.failList = false;
    stand.bookings = seed();
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("alert")).toBeHidden();
    await expect(table(page)).toContainText("No addon bookings found");
    allowConsoleError(consoleErrors, /status of 400/);
  });
});

test.describe("against the real staff server", () => {
  test.use({ baseURL: STAFF_BASE_URL, signedInAs: { origin: STAFF_BASE_URL, email: frontDeskEmail } });

  test("reception finds a seeded booking by its reference, verifies it, the audit trail names who did it, and the Bookings tab lists its room booking", async ({ page, staffSessions }, testInfo) => {
    const seeded = seededPetBooking(testInfo.project.name);
    // A receptionist no other test ends the sessions of, signed in once per worker.
    const reception = frontDeskEmail(testInfo.project.name);
    await page.goto("/admin/pet-accommodation");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pet Accommodation");

    await page.getByLabel("Search").fill(seeded.reference.toLowerCase());
    await expect(table(page).getByRole("row")).toHaveCount(2);
    await rowOf(page, seeded.reference).getByRole("button", { name: `Details of ${seeded.reference}` }).click();
    const details = page.getByRole("dialog", { name: `Pet booking ${seeded.reference}` });
    await details.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("Booking verified successfully")).toBeVisible();
    await expect(details).toContainText(`Verified by${reception}`);

    // An owner (two-factor set up with a known secret, signed in once per worker) reads the trail through the real API.
    const owner = await staffSessions.api({ origin: STAFF_BASE_URL, email: auditOwnerEmail(testInfo.project.name), totpSecret: AUDIT_OWNER_TOTP_SECRET });
    const trail = (await (await owner.get("/api/admin/audit?action=addons.booking_verified")).json()) as { data: { events: { targetId: string; actorEmail: string }[] } };
    expect(trail.data.events.filter((event) => event.targetId === seeded.id).map((event) => event.actorEmail)).toEqual([reception]);

    // The Bookings tab keeps its Little Hotelier link and lists, beneath it, the room booking the add-on was bought for (ADR 037).
    await page.goto("/admin/bookings");
    await expect(page.getByRole("link", { name: /Sign in to Little Hotelier/ })).toBeVisible();
    await page.getByLabel("Search").fill(seeded.reference.toLowerCase());
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: /^1 booking$/ })).toBeVisible();
    const roomBooking = page.getByRole("row", { name: new RegExp(SEEDED_CONFIRMATION_ID) });
    await expect(roomBooking).toContainText("Verify Me");
    await roomBooking.getByRole("link", { name: new RegExp(`pet add-ons? of ${SEEDED_CONFIRMATION_ID}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/pet-accommodation\\?search=${SEEDED_CONFIRMATION_ID}`));
    await expect(rowOf(page, seeded.reference)).toBeVisible();
  });
});
