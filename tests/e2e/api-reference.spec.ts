import { expect } from "./fixtures.ts";
import { test } from "./staff-server/signed-in.ts";
import { frontDeskEmail } from "./staff-server/staff-accounts.ts";
import { STAFF_BASE_URL } from "./staff-server/staff-server-address.ts";

// The API reference: Swagger UI renders the generated document in Chromium with
// every file from this server, under the site's CSP; a blocked script or style would be a console
// error, which fails the test (fixtures.ts).
test("/api/docs renders the OpenAPI document: its title and a public call, and for the public no staff call", async ({ page }) => {
  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { name: /The Courtfield Hotel: API/ })).toBeVisible();
  await expect(page.getByText("/api/inquiries/contact", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("/api/admin/addon-bookings", { exact: true })).toHaveCount(0);
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await page.reload();
  await expect(page.getByText("/api/inquiries/contact", { exact: true }).first()).toBeVisible();
  expect(requests.filter((url) => new URL(url).origin !== new URL(page.url()).origin)).toEqual([]);
});

test.describe("signed in", () => {
  test.use({ baseURL: STAFF_BASE_URL, signedInAs: { origin: STAFF_BASE_URL, email: frontDeskEmail } });

  test("/api/docs shows signed-in staff the staff calls too", async ({ page }) => {
    await page.goto("/api/docs");
    // The staff copy holds every call: Swagger UI takes several seconds to lay it out on a busy host.
    await expect(page.getByText("/api/inquiries/contact", { exact: true }).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText("/api/admin/addon-bookings", { exact: true }).first()).toBeVisible();
  });
});
