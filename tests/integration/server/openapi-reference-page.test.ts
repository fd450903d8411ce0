import { describe, expect, it } from "vitest";
import { ERROR_MESSAGES } from "../../../src/shared/api/error-catalogue.ts";
import { useTestApp } from "../helpers/use-test-app.ts";

// ADR 034: the API reference at /api/docs, rendered by Swagger UI from files this
// server serves (no CDN), under the site's own strict Content-Security-Policy.

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe("GET /api/docs", () => {
  const t = useTestApp();

  it("answers an HTML page that loads its script and style from this server, with no inline script", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    const page = response.body;
    const scripts = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map(([, attributes]) => /src="([^"]+)"/.exec(attributes ?? "")?.[1])).toEqual(["/api/docs/assets/swagger-ui-bundle.js", "/api/docs/assets/start-reference.js"]);
    expect(scripts.every(([, , body]) => body === "")).toBe(true);
    expect(page).toContain('<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">');
    expect(page).not.toMatch(/https?:\/\//);
  });

  it("keeps the site's strict policy: scripts, styles and fetches from this origin only", async () => {
    const csp = directives(String((await t.app.inject({ method: "GET", url: "/api/docs" })).headers["content-security-policy"]));
    expect(csp.get("script-src")?.[0]).toBe("'self'");
    expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
    expect(csp.get("script-src")).not.toContain("'unsafe-eval'");
    expect(csp.get("style-src")).toEqual(["'self'"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
  });

  it.each([
    ["/api/docs/assets/swagger-ui-bundle.js", "text/javascript; charset=utf-8", "SwaggerUIBundle"],
    ["/api/docs/assets/swagger-ui.css", "text/css; charset=utf-8", ".swagger-ui"],
    ["/api/docs/assets/start-reference.js", "text/javascript; charset=utf-8", '"/api/openapi.json"'],
  ])("serves %s as %s", async (url, contentType, content) => {
    const response = await t.app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe(contentType);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.body).toContain(content);
  });

  it("the start script turns off what would reach another site (the validator badge) and the request console", async () => {
    const script = (await t.app.inject({ method: "GET", url: "/api/docs/assets/start-reference.js" })).body;
    expect(script).toContain("validatorUrl: null");
    expect(script).toContain("supportedSubmitMethods: []");
  });

  it("serves no other file of the package", async () => {
    for (const name of ["index.html", "swagger-initializer.js", "..%2Fpackage.json", "package.json"]) {
      const response = await t.app.inject({ method: "GET", url: `/api/docs/assets/${name}` });
      expect(response.statusCode, name).toBe(404);
      expect(response.json()).toEqual({ success: false, error: ERROR_MESSAGES.NOT_FOUND });
    }
  });
});
