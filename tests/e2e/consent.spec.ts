import type { BrowserContext, Locator, Page } from "@playwright/test";
import { allowConsoleError, expect, test, visit } from "./fixtures.ts";
import { PHONE_ONLY } from "./axe.ts";

const KEYS = ["cookie-consent", "cookie-consent-analytics", "cookie-consent-marketing"] as const;
const TRACKING_COOKIES = ["_ga", "_gid", "_fbp", "__stripe_mid", "_gcl_au"];

function banner(page: Page): Locator {
  return page.getByRole("region", { name: "Your cookie choices" });
}

function consentButton(page: Page, name: "Essential Only" | "Customize" | "Accept All Cookies" | "Save my choices"): Locator {
  return banner(page).getByRole("button", { name, exact: true });
}

/** The three storage keys as stored, null where absent. */
async function storedConsent(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate((keys) => Object.fromEntries(keys.map((key) => [key, window.localStorage.getItem(key)])), KEYS);
}

function stored(choice: string, analytics: boolean, marketing: boolean): Record<string, string> {
  return { "cookie-consent": choice, "cookie-consent-analytics": String(analytics), "cookie-consent-marketing": String(marketing) };
}

/** Puts tracking cookies (and one cookie of the site's own kind) into the browser before any page loads. */
async function addTrackingCookies(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  const url = baseURL ?? "http://127.0.0.1";
  await context.addCookies([...TRACKING_COOKIES, "site-preference"].map((name) => ({ name, value: "1", url })));
}

async function cookieNames(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((cookie) => cookie.name).sort();
}

test.describe("first visit", () => {
  test("the banner appears, is announced, and stores nothing until the visitor chooses", async ({ page }) => {
    await visit(page, "/");
    await expect(banner(page)).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Your cookie choices" })).toHaveText(/Essential Only, Customize or Accept All Cookies, at the top of the page\./);
    await expect(banner(page).getByRole("heading", { name: "Your cookie choices" })).toBeVisible();
    expect(await storedConsent(page)).toEqual({ "cookie-consent": null, "cookie-consent-analytics": null, "cookie-consent-marketing": null });
  });

  test("is not a modal: the page stays usable behind it", async ({ page }) => {
    await visit(page, "/");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.locator("main")).not.toHaveAttribute("inert");
    await page.getByRole("link", { name: "View Rooms" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Rooms");
    await expect(banner(page)).toBeVisible();
  });

  test("the three choices have equal prominence: same size, weight, padding and colours", async ({ page }) => {
    await visit(page, "/");
    const looks = await Promise.all(
      (["Essential Only", "Customize", "Accept All Cookies"] as const).map((name) =>
        consentButton(page, name).evaluate((button: HTMLElement) => {
          const style = getComputedStyle(button);
          const box = button.getBoundingClientRect();
          return {
            className: String(button.className),
            fontSize: style.fontSize,
            fontWeight: style.fontWeight,
            padding: style.padding,
            border: `${style.borderWidth} ${style.borderStyle} ${style.borderColor}`,
            color: style.color,
            background: style.backgroundColor,
            width: Math.round(box.width),
            height: Math.round(box.height),
          };
        }),
      ),
    );
    expect(looks[1]).toEqual(looks[0]);
    expect(looks[2]).toEqual(looks[0]);
    expect(looks[0]?.height).toBeGreaterThanOrEqual(24);
  });

  test("the policy links open in a new tab", async ({ page }) => {
    await visit(page, "/");
    for (const [name, href] of [
      ["Cookie Policy", "/cookie-policy"],
      ["Privacy Policy", "/privacy-policy"],
    ] as const) {
      const link = banner(page).getByRole("link", { name: `${name} (opens in a new tab)` });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
  });

  test("comes first in the keyboard order, right after the skip link", async ({ page }) => {
    await visit(page, "/");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(banner(page).getByRole("link", { name: /Cookie Policy/ })).toBeFocused();
  });

  test("does not cover the Book Now buttons on a phone", { tag: PHONE_ONLY }, async ({ page }) => {
    await visit(page, "/");
    await expect(banner(page)).toBeVisible();
    const bookNow = page.getByRole("link", { name: /^Book Now/ });
    expect(await bookNow.count()).toBeGreaterThan(0);
    for (const link of await bookNow.all()) {
      if (!(await link.isVisible())) continue;
      const uncovered = await link.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && element.contains(hit);
      });
      expect(uncovered, "a visible Book Now button is not under the banner").toBe(true);
    }
  });
});

test.describe("each choice stores exactly its values", () => {
  test("Essential Only stores essential with neither analytics nor marketing", async ({ page }) => {
    await visit(page, "/");
    await consentButton(page, "Essential Only").click();
    await expect(banner(page)).toBeHidden();
    expect(await storedConsent(page)).toEqual(stored("essential", false, false));
  });

  test("Accept All Cookies stores all with analytics and marketing", async ({ page }) => {
    await visit(page, "/");
    await consentButton(page, "Accept All Cookies").click();
    await expect(banner(page)).toBeHidden();
    expect(await storedConsent(page)).toEqual(stored("all", true, true));
  });

  test("Customize reveals the categories, nothing optional switched on beforehand", async ({ page }) => {
    await visit(page, "/");
    const customize = consentButton(page, "Customize");
    await expect(customize).toHaveAttribute("aria-expanded", "false");
    await customize.click();
    await expect(customize).toHaveAttribute("aria-expanded", "true");
    const essential = banner(page).getByRole("switch", { name: "Essential", exact: true });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    await expect(banner(page).getByRole("switch", { name: "Analytics", exact: true })).not.toBeChecked();
    await expect(banner(page).getByRole("switch", { name: "Marketing", exact: true })).not.toBeChecked();
    await customize.click();
    await expect(banner(page).getByRole("switch")).toHaveCount(0);
  });

  test("Customize with nothing switched on stores essential", async ({ page }) => {
    await visit(page, "/");
    await consentButton(page, "Customize").click();
    await consentButton(page, "Save my choices").click();
    await expect(banner(page)).toBeHidden();
    expect(await storedConsent(page)).toEqual(stored("essential", false, false));
  });

  test("Customize with analytics stores analytics only", async ({ page }) => {
    await visit(page, "/");
    await consentButton(page, "Customize").click();
    await banner(page).getByRole("switch", { name: "Analytics", exact: true }).check();
    await consentButton(page, "Save my choices").click();
    await expect(banner(page)).toBeHidden();
    expect(await storedConsent(page)).toEqual(stored("analytics", true, false));
  });

  test("Customize with marketing shows that it includes analytics, and stores both", async ({ page }) => {
    await visit(page, "/");
    await consentButton(page, "Customize").click();
    await banner(page).getByRole("switch", { name: "Marketing", exact: true }).check();
    const analytics = banner(page).getByRole("switch", { name: "Analytics", exact: true });
    await expect(analytics).toBeChecked();
    await expect(analytics).toBeDisabled();
    await consentButton(page, "Save my choices").click();
    await expect(banner(page)).toBeHidden();
    expect(await storedConsent(page)).toEqual(stored("marketing", true, true));
  });
});

test.describe("the four consent types (ADR 015)", () => {
  const TYPES = [
    ["Essential", "Contract:"],
    ["Marketing", "Consent:"],
    ["Analytics", "Consent:"],
    ["Communications", "Consent:"],
  ] as const;

  test("Customize lists essential, marketing, analytics and communications, each with its legal basis", async ({ page }) => {
    await visit(page, "/");
    await consentButton(page, "Customize").click();
    const panel = banner(page).locator("#cookie-categories");
    const items = panel.getByRole("listitem");
    await expect(items).toHaveCount(4);
    for (const [index, [title, basis]] of TYPES.entries()) {
      await expect(items.nth(index)).toContainText(title);
      await expect(items.nth(index)).toContainText(`Legal basis: ${basis}`);
    }
    // Communications are given on the forms: named, with no switch that would pretend otherwise.
    await expect(panel.getByRole("group", { name: "Communications" })).toContainText("Chosen on our forms");
    await expect(panel.getByRole("switch")).toHaveCount(3);
    await expect(banner(page).getByRole("switch", { name: "Marketing", exact: true })).toHaveAccessibleDescription(/Legal basis: Consent/);
  });

  test("the switches work from the keyboard, and the choice persists across a reload", async ({ page }) => {
    await visit(page, "/");
    const customize = consentButton(page, "Customize");
    await customize.focus();
    await page.keyboard.press("Enter");
    const marketing = banner(page).getByRole("switch", { name: "Marketing", exact: true });
    const analytics = banner(page).getByRole("switch", { name: "Analytics", exact: true });
    await expect(marketing).toBeVisible();
    // From Customize, Tab reaches Accept All, then the first switch that can change (Essential is held on).
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(marketing).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(analytics).toBeFocused();
    await page.keyboard.press("Space");
    await expect(analytics).toBeChecked();
    await expect(marketing).not.toBeChecked();
    await page.keyboard.press("Tab");
    await expect(consentButton(page, "Save my choices")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(banner(page)).toBeHidden();
    expect(await storedConsent(page)).toEqual(stored("analytics", true, false));

    await page.reload();
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await expect(banner(page)).toBeHidden();
    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
    await consentButton(page, "Customize").click();
    await expect(analytics).toBeChecked();
    await expect(marketing).not.toBeChecked();
  });

  test("an older stored choice (the three keys as before) still opens with its switches", async ({ page }) => {
    await page.addInitScript(() => {
      if (!window.sessionStorage.getItem("seeded")) {
        window.localStorage.setItem("cookie-consent", "marketing");
        window.localStorage.setItem("cookie-consent-analytics", "true");
        window.localStorage.setItem("cookie-consent-marketing", "true");
        window.sessionStorage.setItem("seeded", "1");
      }
    });
    await visit(page, "/");
    await expect(banner(page)).toBeHidden();
    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
    await consentButton(page, "Customize").click();
    await expect(banner(page).getByRole("switch", { name: "Marketing", exact: true })).toBeChecked();
  });

  test("the cookie policy page lists the four with their legal basis, and every cookie in a table", async ({ page }) => {
    await visit(page, "/cookie-policy");
    const section = page.getByRole("region", { name: "The four kinds of consent" });
    // A table from the small breakpoint up, one card per row on a phone: the entry is whichever shows.
    const entries = section.locator("tr:has(td), div.rounded-sm:has(h3)").filter({ visible: true });
    await expect(entries).toHaveCount(TYPES.length);
    for (const [index, [title, basis]] of TYPES.entries()) {
      await expect(entries.nth(index)).toContainText(title);
      await expect(entries.nth(index)).toContainText(basis);
    }
    const cookies = page.getByRole("region", { name: "The cookies and storage we use" });
    for (const name of ["cookie-consent-saved-at", "__stripe_mid", "__Host-hotel_session"]) {
      await expect(cookies.getByText(name).filter({ visible: true }).first()).toBeVisible();
    }
  });

});

test.describe("a returning visitor", () => {
  test("keeps the choice across reloads and never sees the banner again", async ({ page }) => {
    await visit(page, "/");
    await consentButton(page, "Essential Only").click();
    await expect(banner(page)).toBeHidden();
    await page.reload();
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await expect(banner(page)).toBeHidden();
    await visit(page, "/about");
    await expect(banner(page)).toBeHidden();
    expect(await storedConsent(page)).toEqual(stored("essential", false, false));
  });

  test("is asked again once the choice is over a year old (the consent lasts 1 year), before and after hydration", async ({ page }) => {
    await page.addInitScript(() => {
      const dayMs = 24 * 60 * 60 * 1000;
      window.localStorage.setItem("cookie-consent", "all");
      window.localStorage.setItem("cookie-consent-analytics", "true");
      window.localStorage.setItem("cookie-consent-marketing", "true");
      window.localStorage.setItem("cookie-consent-saved-at", String(Date.now() - 366 * dayMs));
    });
    await page.goto("/about", { waitUntil: "commit" });
    await expect(page.locator("html[data-cookie-banner]")).toBeAttached();
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await expect(banner(page)).toBeVisible();
    await consentButton(page, "Essential Only").click();
    await expect(banner(page)).toBeHidden();
    expect(await storedConsent(page)).toEqual(stored("essential", false, false));
  });

  test("gets pre-rendered HTML with the banner hidden, so it cannot flash before hydration", async ({ request }) => {
    const html = await (await request.get("/about")).text();
    expect(html).toMatch(/<section id="cookie-consent"[^>]*\shidden=""/);
    // Shown by CSS only once the islands runtime marks the page (html[data-hydrated], ADR 044).
    expect(html).toMatch(/<button[^>]*\sclass="\[:root:not\(\[data-hydrated\]\)_&amp;\]:hidden [^"]*"[^>]*>Cookie settings<\/button>/);
  });

  test("reopens the banner from the footer, changes the choice, and gets focus back", async ({ page }) => {
    await visit(page, "/");
    await consentButton(page, "Accept All Cookies").click();
    await expect(banner(page)).toBeHidden();

    const settings = page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" });
    await settings.click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("heading", { name: "Your cookie choices" })).toBeFocused();
    await consentButton(page, "Customize").click();
    await expect(banner(page).getByRole("switch", { name: "Marketing", exact: true })).toBeChecked();
    await banner(page).getByRole("switch", { name: "Marketing", exact: true }).uncheck();
    await banner(page).getByRole("switch", { name: "Analytics", exact: true }).uncheck();
    await consentButton(page, "Save my choices").click();

    await expect(banner(page)).toBeHidden();
    await expect(settings).toBeFocused();
    expect(await storedConsent(page)).toEqual(stored("essential", false, false));
  });

  test("can step out of the reopened banner with Escape, changing nothing", async ({ page }) => {
    await visit(page, "/");
    await consentButton(page, "Essential Only").click();
    // The choice is made once the banner has gone: until its island is live the click is held, and
    // the banner still on screen is the first visit's, which Escape does not close.
    await expect(banner(page)).toBeHidden();
    const settings = page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" });
    await settings.click();
    await expect(banner(page).getByRole("heading", { name: "Your cookie choices" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(banner(page)).toBeHidden();
    await expect(settings).toBeFocused();
    expect(await storedConsent(page)).toEqual(stored("essential", false, false));
  });
});

test.describe("tracking cookies", () => {
  test("are cleared when no choice is stored", async ({ page, context, baseURL }) => {
    await addTrackingCookies(context, baseURL);
    expect(await cookieNames(context)).toEqual([...TRACKING_COOKIES, "site-preference"].sort());
    await visit(page, "/");
    await expect.poll(() => cookieNames(context)).toEqual(["site-preference"]);
  });

  test("of a category the visitor refused are cleared; allowed and essential ones stay", async ({ page, context, baseURL }) => {
    await visit(page, "/");
    await consentButton(page, "Customize").click();
    await banner(page).getByRole("switch", { name: "Analytics", exact: true }).check();
    await consentButton(page, "Save my choices").click();
    await addTrackingCookies(context, baseURL);
    await page.reload();
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await expect.poll(() => cookieNames(context)).toEqual(["__stripe_mid", "_ga", "_gid", "site-preference"]);
  });

  test("are kept once the visitor accepted all", async ({ page, context, baseURL }) => {
    await visit(page, "/");
    await consentButton(page, "Accept All Cookies").click();
    await expect(banner(page)).toBeHidden();
    await addTrackingCookies(context, baseURL);
    await page.reload();
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    expect(await cookieNames(context)).toEqual([...TRACKING_COOKIES, "site-preference"].sort());
  });
});

test("nothing is requested from any other host, before consent or after accepting all", async ({ page, baseURL }) => {
  test.slow(true, "six pages, each scrolled to its end and left until the network is idle");
  const ownOrigin = new URL(baseURL ?? "http://127.0.0.1").origin;
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol !== "data:" && url.protocol !== "blob:" && url.origin !== ownOrigin) elsewhere.push(request.url());
  });
  for (const path of ["/", "/rooms/room-12", "/contact"]) {
    await visit(page, path);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
  }
  await consentButton(page, "Accept All Cookies").click();
  for (const path of ["/", "/dining", "/explore-carlisle"]) {
    await visit(page, path);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
  }
  expect(elsewhere).toEqual([]);
  expect(new URL(page.url()).hostname).toBe("127.0.0.1");
});

test.describe("before the app's code has arrived", () => {
  /** Opens a page whose app modules never arrive, as on a very slow connection. */
  async function openWithoutTheApp(page: Page, path: string): Promise<void> {
    await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  }

  test("a first-time visitor sees the banner with the page's first paint", async ({ page, consoleErrors }) => {
    await openWithoutTheApp(page, "/");
    await expect(banner(page)).toBeVisible();
    await expect(consentButton(page, "Accept All Cookies")).toBeVisible();
    allowConsoleError(consoleErrors, /Failed to load resource|dynamically imported module/);
  });

  test("a returning visitor who has chosen never sees it", async ({ page, consoleErrors }) => {
    await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "essential"));
    await openWithoutTheApp(page, "/about");
    await expect(banner(page)).toBeHidden();
    allowConsoleError(consoleErrors, /Failed to load resource|dynamically imported module/);
  });

  test("once the app has loaded and the visitor chooses, the banner goes and hands its visibility to React", async ({ page }) => {
    await visit(page, "/");
    // The banner is an island woken by the first touch (ADR 044): until then the head script's mark shows it.
    await expect(page.locator("html[data-cookie-banner]")).toHaveCount(1);
    await consentButton(page, "Essential Only").click();
    await expect(banner(page)).toBeHidden();
    await expect(page.locator("html[data-cookie-banner]")).toHaveCount(0);
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("no banner and no Cookie settings button: no optional cookie can be set without scripts", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    await expect(page.getByRole("button", { name: "Cookie settings" })).toBeHidden();
  });
});
