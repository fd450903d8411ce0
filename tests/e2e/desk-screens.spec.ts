import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { DeskState } from "../../src/shared/desktop/desk-bridge.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test, type Page } from "./fixtures.ts";

// The reception desk app's own screens (first run, offline) in Chromium, as built into
// dist/desktop/pages (npm run build:e2e), served under a stand-in origin with the CSP the app's
// desk:// scheme sends, and with a stand-in for the preload's window.receptionDesk. The desk
// runs on a desktop or a tablet at reception: phone widths are not its screens (the phone project
// runs none of these tests).

const DESK = "http://desk.test";
const CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
const TYPES: Record<string, string> = { html: "text/html", js: "text/javascript", css: "text/css" };

interface BridgeScript {
  state: DeskState;
  saveServer?: { ok: true } | { ok: false; message: string };
  retry?: { connected: boolean };
}

async function openDeskPage(page: Page, name: "setup" | "offline", bridge: BridgeScript): Promise<void> {
  await page.route(`${DESK}/**`, async (route) => {
    const file = new URL(route.request().url()).pathname.slice(1);
    const extension = file.split(".").at(-1) ?? "";
    const body = await readFile(join("dist/desktop/pages", file)).catch(() => null);
    if (!body || !TYPES[extension]) return route.fulfill({ status: 404, body: "" });
    return route.fulfill({ status: 200, body, headers: { "content-type": `${TYPES[extension]}; charset=utf-8`, "content-security-policy": CSP } });
  });
  await page.addInitScript((script: BridgeScript) => {
    const calls: unknown[] = [];
    Object.assign(window, { deskCalls: calls });
    window.receptionDesk = {
      saveServer: (address) => (calls.push(["saveServer", address]), Promise.resolve(script.saveServer ?? { ok: true })),
      retry: () => (calls.push(["retry"]), Promise.resolve(script.retry ?? { connected: false })),
      state: () => Promise.resolve(script.state),
      notify: () => Promise.resolve(),
      setBadge: () => Promise.resolve(),
      saveArrivals: () => Promise.resolve(),
    };
  }, bridge);
  await page.goto(`${DESK}/${name}.html`);
}

/**
 * Light, then dark. The desk's pages style both themes with prefers-color-scheme in desk.css and
 * have no theme class to wait for, so not axe.ts's expectNoAxeViolationsInBothThemes (which waits
 * for the site's `dark` class); the media change applies before the next audit reads the styles.
 */
async function expectAccessible(page: Page): Promise<void> {
  for (const colorScheme of ["light", "dark"] as const) {
    await test.step(`axe, ${colorScheme} theme`, async () => {
      await page.emulateMedia({ colorScheme });
      await expectNoAxeViolations(page);
    });
  }
}

const EMPTY_STATE: DeskState = { serverUrl: null, offlineReason: null, arrivals: null };

for (const width of [1280, 1024]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("first run asks for the address, says what is wrong with it, and reports the connection", async ({ page }) => {
      await openDeskPage(page, "setup", { state: EMPTY_STATE, saveServer: { ok: false, message: "Use an address starting with https:// (http:// is allowed only for localhost)" } });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connect to the hotel server");
      const address = page.getByLabel("Hotel server address");
      await expect(address).toBeFocused();

      await page.getByRole("button", { name: "Connect" }).click();
      await expect(page.getByRole("alert")).toHaveText("Enter the hotel server's address");
      await expect(address).toHaveAttribute("aria-invalid", "true");

      await address.fill("http://hotel.example.com");
      await expect(address).not.toHaveAttribute("aria-invalid");
      await page.getByRole("button", { name: "Connect" }).click();
      await expect(page.getByRole("alert")).toHaveText("Use an address starting with https:// (http:// is allowed only for localhost)");
      expect(await page.evaluate(() => (window as unknown as { deskCalls: unknown[] }).deskCalls)).toEqual([["saveServer", "http://hotel.example.com"]]);
      await expectAccessible(page);
    });

    test("the offline screen gives the reason, Retry, and the last pet arrivals read-only with their time", async ({ page }) => {
      await openDeskPage(page, "offline", {
        state: {
          serverUrl: "https://hotel.example.com",
          offlineReason: "The hotel server could not be reached (ERR_INTERNET_DISCONNECTED).",
          arrivals: {
            savedAt: "2026-11-24T07:30:00.000Z",
            arrivals: [
              { reference: "PET-7K3M9Q", guestName: "Ada Lovelace", checkInDate: "2026-11-24", pets: "2 pets: Dog, Cat", verified: true },
              { reference: "PET-4HX2WP", guestName: "Tom Bell", checkInDate: "2026-11-25", pets: "1 pet: Dog", verified: false },
            ],
          },
        },
        retry: { connected: false },
      });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("The hotel server cannot be reached");
      await expect(page.getByText("The hotel server could not be reached (ERR_INTERNET_DISCONNECTED).")).toBeVisible();
      await expect(page.getByText("Read-only copy from 24 Nov 2026, 07:30. It may be out of date.")).toBeVisible();
      const rows = page.getByRole("region", { name: "Pet arrivals, as last loaded" }).getByRole("row");
      await expect(rows).toHaveCount(3);
      await expect(rows.nth(1)).toHaveText(/Tue 24 Nov\s*PET-7K3M9Q\s*Ada Lovelace\s*2 pets: Dog, Cat\s*Verified/);
      await expect(rows.nth(2)).toContainText("Not yet");
      await expect(page.getByRole("textbox")).toHaveCount(0);

      await page.getByRole("button", { name: "Retry" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Still no answer" })).toHaveText("Still no answer from the server. The reason above is the latest.");
      await expect(page.getByRole("link", { name: "Use another server address" })).toHaveAttribute("href", "setup.html");
      await expectAccessible(page);
    });

    test("the offline screen says when nothing was loaded on this computer yet", async ({ page }) => {
      await openDeskPage(page, "offline", { state: { serverUrl: "https://hotel.example.com", offlineReason: "The server refused the connection: it may be restarting.", arrivals: null } });
      await expect(page.getByText("Nothing was loaded on this computer yet.")).toBeVisible();
      await expect(page.getByRole("table")).toBeHidden();
    });
  });
}
