import { expectNoAxeViolations, PHONE } from "./axe.ts";
import { allowConsoleError, expect, test, visit, type Page } from "./fixtures.ts";
import { fakeStaffAccountApi, OWNER, RECEPTION } from "./staff-api-fake.ts";
import { routeTrpcAsRest } from "./trpc-as-rest.ts";

// The Dashboard tab (ADR 024, with its Today panel) against the
// stand-in staff API, which answers the dashboard as the server's contract says.

function figures(page: Page) {
  return page.getByRole("main").locator("dl").first();
}

test.describe("the staff dashboard", () => {
  test("shows an owner the figures with revenue in pounds, the quick actions and Today", { tag: PHONE }, async ({ page }) => {
    await fakeStaffAccountApi(page, OWNER);
    await visit(page, "/admin/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
    await expect(figures(page)).toContainText("Pet add-on bookings42");
    await expect(figures(page)).toContainText("3 paid today");
    await expect(figures(page)).toContainText("Add-on revenue£1,280.00");
    await expect(figures(page)).toContainText("Inquiries17");
    await expect(figures(page)).toContainText("8 of 12");

    const today = page.getByRole("region", { name: /^Today, 10 Mar 2026$/ });
    await expect(today.getByRole("listitem").filter({ hasText: "Ada Lovelace" })).toContainText("Not verified");
    await expect(today.getByRole("listitem").filter({ hasText: "Alan Turing" })).toContainText("Verified");
    await expect(today).toContainText("No pet add-ons arriving.");
    await expect(today.getByRole("listitem").filter({ hasText: "Grace Hopper" })).toContainText(/Event: wedding.*Waiting \d+ days/);
    // Each row opens its record: the enquiry over the Inquiries list, the add-on in its tab.
    await expect(today.getByRole("link", { name: "Grace Hopper" })).toHaveAttribute("href", "/admin/inquiries?open=event:e1");
    await expect(today.getByRole("link", { name: "Ada Lovelace" })).toHaveAttribute("href", /^\/admin\/pet-accommodation\?search=PET-/);

    await expectNoAxeViolations(page);

    await page.getByRole("navigation", { name: "Quick actions" }).getByRole("link", { name: "Update Prices" }).click();
    await expect(page).toHaveURL(/\/admin\/pricing$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pricing");
  });

  test("leaves revenue out for reception, whose prices link reads them (only an owner updates them)", async ({ page }) => {
    await fakeStaffAccountApi(page, RECEPTION);
    await visit(page, "/admin/dashboard");
    await expect(figures(page)).toContainText("Pet add-on bookings42");
    await expect(figures(page)).not.toContainText("revenue");
    await expect(page.getByRole("navigation", { name: "Quick actions" }).getByRole("link")).toHaveText(["View Prices", "View Bookings", "Pet Bookings", "Check Inquiries"]);
  });

  test("says 'Failed to load dashboard data' when the call fails without a message, and Refresh tries again", async ({ page, consoleErrors }) => {
    await fakeStaffAccountApi(page, OWNER);
    let failing = true;
    await routeTrpcAsRest(page, (procedure) => procedure === "dashboard.summary", async (route) => {
      if (failing) return route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ success: false }) });
      return route.fallback();
    });
    await visit(page, "/admin/dashboard");
    // An outage is retried three times (1 s, 2 s, 4 s apart) before it is shown.
    await expect(page.getByRole("alert")).toHaveText("Failed to load dashboard data", { timeout: 15_000 });
    failing = false;
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(figures(page)).toContainText("Pet add-on bookings42");
    allowConsoleError(consoleErrors, /status of 500/);
  });
});
