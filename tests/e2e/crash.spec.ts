import { allowConsoleError, expect, test, visit } from "./fixtures.ts";

test("a crashing island shows 'Something went wrong' in its place with an error id that is reported, and 'Try again' recovers", async ({
  page,
  consoleErrors,
}) => {
  // Serve an island's chunk that throws while rendering, as a broken deployment would (ADR 044).
  const brokenChunk = /\/assets\/faq-list-[\w-]+\.js$/;
  await page.route(brokenChunk, (route) =>
    route.fulfill({ contentType: "text/javascript", body: 'export default { name: "faq-list", when: "interaction", Component() { throw new Error("FAQ exploded"); } };' }),
  );
  await visit(page, "/contact");
  const report = page.waitForRequest(/\/api\/client-errors$/);
  const faq = page.locator('[data-island="faq-list"]');
  await faq.locator("summary").first().click();

  const alert = faq.getByRole("alert");
  await expect(alert.getByRole("heading", { level: 2 })).toHaveText("Something went wrong");
  const errorId = (await alert.locator("code").textContent()) ?? "";
  expect(errorId).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  // Only that part is lost: the rest of the page is its HTML and stays.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  await expect(page.getByRole("contentinfo")).toBeVisible();

  const reported = await report;
  expect(reported.postData()).toContain(errorId);
  expect((await reported.response())?.ok()).toBe(true);
  expect(consoleErrors.some((message) => message.includes(`[${errorId}]`))).toBe(true);
  allowConsoleError(consoleErrors, /FAQ exploded|error occurred|hydrat/i);

  await page.unroute(brokenChunk);
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  await expect(faq.locator("summary").first()).toBeVisible();
  await expect(faq.getByRole("alert")).toHaveCount(0);
});
