import { allowConsoleError, expect, test, visit } from "./fixtures.ts";

test("a crashing page shows 'Something went wrong' with an error id that is reported, and 'Try again' recovers", async ({
  page,
  consoleErrors,
}) => {
  // Serve a page chunk that throws while rendering, as a broken deployment would.
  const brokenChunk = /\/assets\/rooms-page-[\w-]+\.js$/;
  await page.route(brokenChunk, (route) =>
    route.fulfill({ contentType: "text/javascript", body: 'export default function RoomsPage() { throw new Error("Rooms page exploded"); }' }),
  );
  await visit(page, "/");
  const report = page.waitForRequest(/\/trpc\/monitoring\.reportClientError/);
  await page.getByRole("link", { name: "View Rooms" }).click();

  const alert = page.getByRole("alert");
  await expect(alert.getByRole("heading", { level: 1 })).toHaveText("Something went wrong");
  const errorId = (await alert.locator("code").textContent()) ?? "";
  expect(errorId).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  // The header and footer stay, so the guest can still find their way.
  await expect(page.getByRole("contentinfo")).toBeVisible();

  const reported = await report;
  expect(reported.postData()).toContain(errorId);
  expect((await reported.response())?.ok()).toBe(true);
  expect(consoleErrors.some((message) => message.includes(`[${errorId}]`))).toBe(true);
  allowConsoleError(consoleErrors, /Rooms page exploded|React Router caught the following error/);

  await page.unroute(brokenChunk);
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Rooms");
});
