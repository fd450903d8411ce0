import { addonBookingListSchema, type AddonBookingAdminView } from "../../src/shared/addons/addon-booking-admin.ts";
import { expectNoAxeViolations, expectNoAxeViolationsInBothThemes } from "./axe.ts";
import { expect, test, visit, type Page } from "./fixtures.ts";
import { petBookingView } from "./pet-booking-view.ts";
import { fakeStaffAccountApi, RECEPTION } from "./staff-api-fake.ts";
import { AUDIT_OWNER_TOTP_SECRET, auditOwnerEmail, seededUnpaidPetBooking } from "./staff-server/pet-booking-seed.ts";
import { test as staffTest } from "./staff-server/signed-in.ts";
import { frontDeskEmail } from "./staff-server/staff-accounts.ts";
import { STAFF_BASE_URL } from "./staff-server/staff-server-address.ts";
import { proceduresUnder, routeTrpcAsRest } from "./trpc-as-rest.ts";

// Reception's Check-in tab (ADR 062) against a stand-in for the pet
// add-on calls it makes (the list's search, verify). A USB scanner types the QR code's text into
// the focused field and presses Enter, which is what these tests do. The desk runs on a desktop
// or a tablet: phone widths are not its screens (the phone project runs none of these tests).

const PATH = "/api/admin/addon-bookings";

const BOOKINGS = [
  petBookingView({ id: "00000000-0000-4000-8000-000000000001", reference: "PET-7K3M9Q", guest_name: "Ada Lovelace" }),
  petBookingView({ id: "00000000-0000-4000-8000-000000000002", reference: "PET-CANC3L", guest_name: "Carl Cancel", payment_status: "cancelled", cancelled_at: "2026-03-01T10:00:00.000Z", refunded_at: "2026-03-01T10:00:00.000Z" }),
  petBookingView({ id: "00000000-0000-4000-8000-000000000003", reference: "PET-UNPA1D", guest_name: "Una Unpaid", payment_status: "pending" }),
  petBookingView({ id: "00000000-0000-4000-8000-000000000004", reference: "PET-D0NE22", guest_name: "Vera Verified", verified_at_reception: true, verified_by: "rhys@example.com", verified_at: "2026-03-10T15:02:00.000Z" }),
];

async function standInAddonCalls(page: Page): Promise<{ verified: string[] }> {
  const bookings = new Map(BOOKINGS.map((row) => [row.id, { ...row }]));
  const calls = { verified: [] as string[] };
  await routeTrpcAsRest(page, proceduresUnder(PATH), async (route) => {
    const url = new URL(route.request().url());
    const verify = /\/addon-bookings\/([^/]+)\/verify$/.exec(url.pathname);
    if (verify && route.request().method() === "PATCH") {
      const id = verify[1] ?? "";
      calls.verified.push(id);
      const updated = { ...(bookings.get(id) as AddonBookingAdminView), verified_at_reception: true, verified_by: "rhys@example.com", verified_at: "2026-03-10T15:04:00.000Z" };
      bookings.set(id, updated);
      return route.fulfill({ json: { success: true, data: updated } });
    }
    const search = (url.searchParams.get("search") ?? "").toLowerCase();
    const rows = [...bookings.values()].filter((row) => [row.reference, row.booking_confirmation_id, row.guest_name, row.guest_email].some((field) => field.toLowerCase().includes(search)));
    const data = addonBookingListSchema.parse({ rows, total: rows.length, page: 1, pageSize: 25, summary: { total_bookings: rows.length, paid_revenue: null, refunded: null, paid_at_desk: null, awaiting_verification: 0, arriving_today: 0 } });
    return route.fulfill({ json: { success: true, data } });
  });
  return calls;
}

/** What a USB scanner does: types into the focused field and presses Enter. */
async function scan(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
  await page.keyboard.press("Enter");
}

for (const width of [1280, 1024]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a scanned code finds the add-on, one press verifies it, and the field is ready for the next guest", async ({ page }) => {
      await fakeStaffAccountApi(page, RECEPTION);
      const calls = await standInAddonCalls(page);
      await visit(page, "/admin/check-in");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check-in");
      const field = page.getByLabel("Reference or confirmation ID");
      await expect(field).toBeFocused();

      await scan(page, "PET-7K3M9Q");
      const card = page.getByRole("article", { name: /PET-7K3M9Q · Ada Lovelace/ });
      await expect(card).toContainText("Biscuit (Dog), Marmalade (Cat)");
      await expect(card).toContainText("£40.00");
      await expect(card.getByRole("alert")).toHaveCount(0);
      await expectNoAxeViolations(page);

      await card.getByRole("button", { name: "Verify pet add-on" }).click();
      await expect(page.getByRole("region", { name: "Notifications" })).toContainText("Booking verified successfully");
      expect(calls.verified).toEqual(["00000000-0000-4000-8000-000000000001"]);
      // Just verified here: said as done, in green, not warned of (ADR 102).
      await expect(card.getByRole("status")).toHaveText("Verified at reception on 10 Mar 2026, 15:04.");
      await expect(card.getByRole("alert")).toHaveCount(0);
      await expect(card.getByRole("button", { name: "Verify pet add-on" })).toHaveCount(0);
      await expect(field).toBeFocused();
    });

    test("a scan straight after clicking the Check-in tab goes into the field", async ({ page }) => {
      await fakeStaffAccountApi(page, RECEPTION);
      await standInAddonCalls(page);
      await visit(page, "/admin/dashboard");
      await page.getByRole("navigation").getByRole("link", { name: "Check-in" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check-in");
      await expect(page.getByLabel("Reference or confirmation ID")).toBeFocused();
      await scan(page, "PET-7K3M9Q");
      await expect(page.getByRole("article", { name: /PET-7K3M9Q · Ada Lovelace/ })).toBeVisible();
    });

    test("warns, without a Verify button, when the add-on is cancelled, unpaid or already verified, and says when nothing matches", async ({ page }) => {
      await fakeStaffAccountApi(page, RECEPTION);
      await standInAddonCalls(page);
      await visit(page, "/admin/check-in");
      const field = page.getByLabel("Reference or confirmation ID");

      // Typed by hand, without "PET-" and in lower case.
      await field.fill("canc3l");
      await page.getByRole("button", { name: "Find" }).click();
      await expect(page.getByRole("article").getByRole("alert")).toHaveText("This add-on was cancelled and refunded: it is not valid for this stay.");

      await field.fill("PET-UNPA1D");
      await field.press("Enter");
      await expect(page.getByRole("article").getByRole("alert")).toContainText("This add-on is not paid (pending)");

      await field.fill("PET-D0NE22");
      await field.press("Enter");
      await expect(page.getByRole("article").getByRole("alert")).toContainText("Already verified by rhys@example.com");
      await expect(page.getByRole("button", { name: "Verify pet add-on" })).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Print slip" })).toBeVisible();

      await expectNoAxeViolationsInBothThemes(page);

      await field.fill("PET-NOPE99");
      await field.press("Enter");
      await expect(page.getByRole("alert")).toHaveText("No pet add-on matches “PET-NOPE99”. Check the reference on the guest's e-mail, or search in Pet Accommodation.");
    });
  });
}

staffTest.describe("against the real staff server", () => {
  staffTest.use({ baseURL: STAFF_BASE_URL, signedInAs: { origin: STAFF_BASE_URL, email: frontDeskEmail }, viewport: { width: 1024, height: 700 } });

  staffTest("an unpaid add-on's fee taken at the desk in cash: the card says who took it and when, and the add-on is then verified; the trail names both", async ({ page, staffSessions }, testInfo) => {
    const seeded = seededUnpaidPetBooking(testInfo.project.name);
    const reception = frontDeskEmail(testInfo.project.name);
    await page.goto("/admin/check-in");
    await expect(page.getByLabel("Reference or confirmation ID")).toBeFocused();
    await scan(page, seeded.reference);

    const card = page.getByRole("article", { name: new RegExp(`${seeded.reference} · Pay At Desk`) });
    // Unpaid: the amount is due, to take at the desk; one "Pending", not the verification's too.
    await expect(card).toContainText("Due£40.00To take at the desk");
    await expect(card.getByText("Pending", { exact: true })).toHaveCount(1);
    await expect(card.locator("header dl")).toHaveText("PaymentPending");
    await expect(card.getByRole("button", { name: "Verify pet add-on" })).toHaveCount(0);

    await card.getByRole("button", { name: "Record payment taken at the desk" }).click();
    const form = card.getByRole("form", { name: "Record payment taken at the desk" });
    const confirm = form.getByRole("button", { name: "Record £40.00 paid at the desk" });
    await expect(confirm).toBeDisabled();
    await form.getByLabel("Cash").check();
    await expectNoAxeViolations(page);
    await confirm.click();
    await expect(page.getByRole("region", { name: "Notifications" })).toContainText("Payment taken at the desk recorded");
    await expect(card).toContainText(new RegExp(`Paid at the desk \\(cash\\) by ${reception.replace(/[.+]/g, "\\$&")} at \\d`));
    await expect(card.getByText("Paid at the desk", { exact: true }).first()).toBeVisible();
    // Each state says what it is a state of: the payment's, then the verification's still "Not verified".
    await expect(card.locator("header dl")).toHaveText("PaymentPaid at the deskVerificationNot verified");
    await expect(card.getByRole("alert")).toHaveCount(0);

    // Checked in as usual.
    await card.getByRole("button", { name: "Verify pet add-on" }).click();
    await expect(page.getByRole("region", { name: "Notifications" })).toContainText("Booking verified successfully");
    await expect(card.getByRole("status")).toContainText("Verified at reception on");
    await expect(card.getByRole("alert")).toHaveCount(0);

    const owner = await staffSessions.api({ origin: STAFF_BASE_URL, email: auditOwnerEmail(testInfo.project.name), totpSecret: AUDIT_OWNER_TOTP_SECRET });
    for (const action of ["addons.desk_payment_recorded", "addons.booking_verified"]) {
      const trail = (await (await owner.get(`/api/admin/audit?action=${action}`)).json()) as { data: { events: { targetId: string; actorEmail: string }[] } };
      expect({ action, actors: trail.data.events.filter((event) => event.targetId === seeded.id).map((event) => event.actorEmail) }).toEqual({ action, actors: [reception] });
    }
  });
});
