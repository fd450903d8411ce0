import type { PrivacyRequestView } from "../../src/shared/privacy/privacy-admin-requests.ts";
import { expectNoAxeViolations, PHONE } from "./axe.ts";
import { expect, test, visit } from "./fixtures.ts";
import { fakeStaffAccountApi, RECEPTION } from "./staff-api-fake.ts";
import { proceduresUnder, routeTrpcAsRest } from "./trpc-as-rest.ts";

// The Privacy requests tab against a stand-in for its two staff calls, answering
// as the server's contract (privacyRequestStaffViewSchema) says.

function request(overrides: Partial<PrivacyRequestView>): PrivacyRequestView {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    type: "access",
    status: "completed",
    email: "sam@example.com",
    fullName: "Sam Doe",
    reason: null,
    createdAt: "2026-02-01T10:00:00.000Z",
    confirmedAt: "2026-02-01T10:05:00.000Z",
    dueAt: "2026-03-01",
    extendedAt: null,
    extensionReason: null,
    completedAt: "2026-02-01T10:05:00.000Z",
    outcome: "Summary e-mailed.",
    staffNote: null,
    overdue: false,
    ...overrides,
  };
}

const REQUESTS = [
  request({ id: "00000000-0000-4000-8000-000000000001", fullName: "Answered Guest" }),
  request({ id: "00000000-0000-4000-8000-000000000002", fullName: "Open Guest", status: "in_progress", dueAt: "2026-12-20", completedAt: null }),
  request({ id: "00000000-0000-4000-8000-000000000003", fullName: "Late Guest", type: "delete", status: "in_progress", dueAt: "2026-11-01", overdue: true, completedAt: null, reason: "I no longer stay in Carlisle." }),
];

test("lists the requests overdue first, and a member of staff completes one with a note", { tag: PHONE }, async ({ page }) => {
  await fakeStaffAccountApi(page, RECEPTION);
  const sent: unknown[] = [];
  await routeTrpcAsRest(page, proceduresUnder("/api/admin/privacy-requests"), async (route) => {
    const method = route.request().method();
    if (method === "PATCH") {
      const body = route.request().postDataJSON() as Partial<PrivacyRequestView>;
      sent.push(body);
      const updated = { ...REQUESTS[2], ...body } as PrivacyRequestView;
      return route.fulfill({ json: { success: true, data: updated } });
    }
    return route.fulfill({ json: { success: true, data: REQUESTS } });
  });
  await visit(page, "/admin/privacy-requests");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy requests");
  const rows = page.getByRole("region", { name: "Requests (3)" }).getByRole("row");
  await expect(rows.nth(1)).toContainText("Late Guest");
  await expect(rows.nth(1)).toContainText("Overdue");
  await expect(rows.nth(2)).toContainText("Open Guest");
  await expect(rows.nth(3)).toContainText("Answered Guest");

  await expectNoAxeViolations(page);

  await rows.nth(1).getByRole("button", { name: /Manage/ }).click();
  const dialog = page.getByRole("dialog", { name: "Deletion request" });
  await expect(dialog).toContainText("Remove the guest from paper records and Little Hotelier too");
  await expect(dialog).toContainText("I no longer stay in Carlisle.");
  await dialog.getByLabel("Status").selectOption("completed");
  await dialog.getByLabel("Staff note").fill("Removed from the paper register on 24 Nov.");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Request updated")).toBeVisible();
  expect(sent).toEqual([{ status: "completed", staffNote: "Removed from the paper register on 24 Nov." }]);
});
