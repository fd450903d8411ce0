import { describe, expect, it } from "vitest";
import { fakeWebBuild, INLINE_STYLE_HASH } from "../helpers/fake-web-build.ts";
import { useTestApp } from "../helpers/use-test-app.ts";

describe("serving the pre-rendered site", () => {
  const t = useTestApp({}, fakeWebBuild);

  it.each([
    ["/", "Home page"],
    ["/about", "About us"],
    ["/about/", "About us"],
  ])("serves %s from its pre-rendered file", async (url, text) => {
    const response = await t.app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toContain(text);
  });

  it("lets the CSP allow the build's inline stylesheet by its hash, and no other inline style", async () => {
    const response = await t.app.inject({ method: "GET", url: "/" });
    const styleSources = /(?:^|;)\s*style-src ([^;]*)/.exec(String(response.headers["content-security-policy"]))?.[1]?.split(" ");
    expect(styleSources).toEqual(["'self'", INLINE_STYLE_HASH]);
  });

  it("answers a repeated request with 304 by ETag", async () => {
    const first = await t.app.inject({ method: "GET", url: "/about" });
    const again = await t.app.inject({ method: "GET", url: "/about", headers: { "if-none-match": String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it("serves hashed assets with immutable caching", async () => {
    const response = await t.app.inject({ method: "GET", url: "/assets/entry-Ab12Cd34.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("answers an unknown page with HTTP 404 and the not-found page", async () => {
    const response = await t.app.inject({ method: "GET", url: "/no-such-page" });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("Oops! Page not found");
  });

  it.each(["/prerender-manifest.json", "/404.html", "/about/index.html", "/index.html"])(
    "does not serve the build's own file %s directly",
    async (url) => {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
    },
  );

  it("keeps JSON 404s for unknown API paths", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/nope" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: "Not found" });
  });
});
