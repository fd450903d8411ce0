import { expect, test } from "./fixtures.ts";

// The API reference (issue 24 item 4): Swagger UI renders the generated document in Chromium with
// every file from this server, under the site's CSP; a blocked script or style would be a console
// error, which fails the test (fixtures.ts).
test("/api/docs renders the OpenAPI document: its title, a public call and a staff call", async ({ page }) => {
  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { name: /The Courtfield Hotel: API/ })).toBeVisible();
  await expect(page.getByText("/api/inquiries/contact", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("/api/admin/addon-bookings", { exact: true }).first()).toBeVisible();
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await page.reload();
  await expect(page.getByText("/api/inquiries/contact", { exact: true }).first()).toBeVisible();
  expect(requests.filter((url) => new URL(url).origin !== new URL(page.url()).origin)).toEqual([]);
});
