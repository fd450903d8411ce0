import { allowConsoleError, expect, test } from "./fixtures.ts";

// ADR 056: Cross-Origin-Opener-Policy same-origin where a person's state is (the staff area, the
// API, the add-on pages, the data request, the unsubscribe page, the pages behind e-mailed links),
// and none on the content and enquiry pages, where it costs a first visit a new process (ADR 049).

/** Each kind of page: its name, an address of it, and the opener policy it is answered with. */
const PAGES: readonly [kind: string, path: string, coop: string | undefined][] = [
  ["the add-on form", "/book-addons", "same-origin"],
  ["the add-on receipt", "/book-addons/success?session_id=cs_test_unknown", "same-origin"],
  ["the data request", "/data-request", "same-origin"],
  ["the unsubscribe page", "/unsubscribe", "same-origin"],
  ["the staff sign-in", "/admin/login", "same-origin"],
  ["an e-mailed link's page", `/api/newsletter/confirm?token=${"A".repeat(43)}`, "same-origin"],
  ["the home page", "/", undefined],
  ["a content page", "/dining", undefined],
  ["a room", "/rooms/room-1", undefined],
  ["an enquiry page", "/contact", undefined],
  ["an event enquiry page", "/events/weddings", undefined],
  ["the not-found page", "/no-such-page", undefined],
];

test("each kind of page, and an API call, gets the opener policy its ADR gives it", async ({ page, consoleErrors }) => {
  for (const [kind, path, coop] of PAGES) {
    await test.step(`${kind}: ${path}`, async () => {
      const response = await page.goto(path);
      expect(response, path).not.toBeNull();
      expect((await response!.allHeaders())["cross-origin-opener-policy"], path).toBe(coop);
    });
  }
  allowConsoleError(consoleErrors, /status of 4\d\d/);
  const call = await page.request.get("/api/health");
  expect(call.ok()).toBe(true);
  expect(call.headers()["cross-origin-opener-policy"]).toBe("same-origin");
});
