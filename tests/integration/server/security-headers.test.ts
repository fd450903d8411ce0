import { describe, expect, it } from "vitest";
import { APP_LOADER_SCRIPT } from "../../../src/shared/page-scripts/app-loader-script.ts";
import { COOKIE_BANNER_INIT_SCRIPT } from "../../../src/shared/page-scripts/cookie-banner-script.ts";
import { EARLY_CLICKS_SCRIPT } from "../../../src/shared/page-scripts/early-clicks-script.ts";
import { THEME_INIT_SCRIPT } from "../../../src/shared/page-scripts/theme-script.ts";
import { scriptHash } from "../../../src/server/plugins/security-headers.ts";
import { fakeWebBuild } from "../helpers/fake-web-build.ts";
import { createTestApp } from "../helpers/test-app.ts";
import { useTestApp } from "../helpers/use-test-app.ts";

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe("security headers", () => {
  const t = useTestApp();

  it("sends a strict CSP: no inline script but the hashed before-paint scripts and app loader, no inline style without a build", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    const csp = directives(String(response.headers["content-security-policy"]));
    expect(csp.get("script-src")).toEqual(["'self'", ...[THEME_INIT_SCRIPT, COOKIE_BANNER_INIT_SCRIPT, EARLY_CLICKS_SCRIPT, APP_LOADER_SCRIPT].map(scriptHash)]);
    expect(csp.get("style-src")).toEqual(["'self'"]);
    expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
  });

  it("lets forms go to the site itself, the booking engine's origin (the stay search's plain form) and Stripe's hosted Checkout (Pay Now's plain form, ADR 104) only", async () => {
    const engineApp = await createTestApp(t.db.prisma, { BOOKING_ENGINE_URL: "https://book.example.org/properties/courtfield?channel=web" });
    const response = await engineApp.inject({ method: "GET", url: "/api/health" });
    await engineApp.close();
    expect(directives(String(response.headers["content-security-policy"])).get("form-action")).toEqual(["'self'", "https://book.example.org", "https://checkout.stripe.com"]);
    const fakeStripeApp = await createTestApp(t.db.prisma, { STRIPE_API_BASE: "http://127.0.0.1:4999/" });
    const fake = await fakeStripeApp.inject({ method: "GET", url: "/api/health" });
    await fakeStripeApp.close();
    expect(directives(String(fake.headers["content-security-policy"])).get("form-action")).toContain("http://127.0.0.1:4999");
  });

  it("lets only /book-addons load Stripe.js, its frames and its API; every other page keeps frame-src 'none'", async () => {
    const pagesApp = await createTestApp(t.db.prisma, {}, { clientDir: await fakeWebBuild(["/book-addons", "/book-addons/success"]) });
    const cspOf = async (url: string) => directives(String((await pagesApp.inject({ method: "GET", url })).headers["content-security-policy"]));
    for (const url of ["/book-addons", "/book-addons/", "/book-addons?from=email", "/book-%61ddons"]) {
      const csp = await cspOf(url);
      expect(csp.get("script-src")).toEqual(expect.arrayContaining(["'self'", "https://js.stripe.com", scriptHash(THEME_INIT_SCRIPT)]));
      expect(csp.get("frame-src")).toEqual(["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"]);
      expect(csp.get("connect-src")).toEqual(["'self'", "https://api.stripe.com"]);
      expect(csp.get("object-src")).toEqual(["'none'"]);
    }
    for (const url of ["/", "/book-addons/success?session_id=cs_test_1", "/book-addons-elsewhere", "/api/health"]) {
      const csp = await cspOf(url);
      expect(csp.get("frame-src"), url).toEqual(["'none'"]);
      expect(csp.get("script-src"), url).not.toContain("https://js.stripe.com");
      expect(csp.get("connect-src"), url).toEqual(["'self'"]);
    }
    await pagesApp.close();
  });

  describe("Cross-Origin-Opener-Policy where a person's state is (ADR 056)", () => {
    const PROTECTED_PAGES = ["/book-addons", "/book-addons/success", "/data-request", "/unsubscribe", "/admin/login"];

    it("is same-origin on the staff area, every call, the add-on pages, /data-request and /unsubscribe, and absent on content and enquiry pages", async () => {
      const pagesApp = await createTestApp(t.db.prisma, {}, { clientDir: await fakeWebBuild([...PROTECTED_PAGES, "/contact", "/events/weddings"]) });
      const answer = async (url: string, method: "GET" | "POST" = "GET") => {
        const response = await pagesApp.inject({ method, url, headers: { "sec-fetch-site": "same-origin" } });
        return { status: response.statusCode, coop: response.headers["cross-origin-opener-policy"] };
      };
      for (const url of [...PROTECTED_PAGES, "/book-addons/success?session_id=cs_test_1", "/api/health", "/api/nowhere", "/trpc/nowhere", "/admin/nowhere"]) {
        expect(await answer(url), url).toMatchObject({ coop: "same-origin" });
      }
      // Answers no route of their own serves (the not-found page) are judged by their path, decoded and in lower case.
      for (const url of ["/Data-Request", "/Admin/Nowhere", "/%61pi/nowhere", "//admin//nowhere"]) {
        expect(await answer(url), url).toMatchObject({ coop: "same-origin" });
      }
      expect(await answer("/api/inquiries/contact", "POST"), "a refused call").toMatchObject({ status: 400, coop: "same-origin" });
      for (const url of ["/", "/about", "/contact", "/events/weddings", "/nowhere", "/book-addons-elsewhere", "/assets/entry-Ab12Cd34.js"]) {
        expect(await answer(url), url).toEqual({ status: url === "/nowhere" || url === "/book-addons-elsewhere" ? 404 : 200, coop: undefined });
      }
      await pagesApp.close();
    });

    it("answers every spelling that serves a page as its plain path: escaped, mixed case, a trailing or doubled slash, the file's own name", async () => {
      const pagesApp = await createTestApp(t.db.prisma, {}, { clientDir: await fakeWebBuild([...PROTECTED_PAGES, "/contact"]) });
      const spellings = (page: string) => [
        `${page}/`,
        page.replace(/[ac]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`),
        page.toUpperCase(),
        page.replace(/^\/./, (start) => start.toUpperCase()),
        `/${page}`,
        `${page}/index.html`,
        `${page}/%69ndex.html`,
      ];
      const served: string[] = [];
      for (const page of [...PROTECTED_PAGES, "/contact"]) {
        for (const url of spellings(page)) {
          const response = await pagesApp.inject({ method: "GET", url });
          if (response.body !== `<h1>${page}</h1>`) continue;
          served.push(url);
          expect(response.headers["cross-origin-opener-policy"], url).toBe(page === "/contact" ? undefined : "same-origin");
        }
      }
      // The router serves a page for its trailing slash and an escaped letter; no other spelling reaches one.
      expect(served).toEqual(["/book-addons/", "/book-%61ddons", "/book-addons/success/", "/book-%61ddons/success", "/data-request/", "/d%61ta-request", "/unsubscribe/", "/unsubs%63ribe", "/admin/login/", "/%61dmin/login", "/contact/", "/%63ontact"]);
      await pagesApp.close();
    });
  });

  it("sends nosniff and a Referrer-Policy, and no HSTS on http", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("sends HSTS when PUBLIC_URL is https", async () => {
    const httpsApp = await createTestApp(t.db.prisma, { PUBLIC_URL: "https://www.example.com" });
    const response = await httpsApp.inject({ method: "GET", url: "/api/health" });
    await httpsApp.close();
    expect(response.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  });
});
