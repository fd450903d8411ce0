import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, visit } from "./fixtures.ts";

interface ManifestRoute {
  path: string;
  file: string;
  public: boolean;
}

const manifest = JSON.parse(readFileSync(path.resolve("dist/client/prerender-manifest.json"), "utf8")) as {
  routes: ManifestRoute[];
  notFound: string;
};
const publicRoutes = manifest.routes.filter((route) => route.public);

function headValue(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

test.describe("pre-rendered pages", () => {

  test("every public route answers 200 with its own title, description and canonical link", async ({ request }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const route of publicRoutes) {
      const response = await request.get(route.path);
      expect(response.status(), route.path).toBe(200);
      const html = await response.text();
      const title = headValue(html, /<title>([^<]+)<\/title>/);
      const description = headValue(html, /<meta name="description" content="([^"]+)"/);
      expect(title, `${route.path} title`).toBeTruthy();
      expect(description, `${route.path} description`).toBeTruthy();
      titles.add(title ?? "");
      descriptions.add(description ?? "");
      expect(headValue(html, /<link rel="canonical" href="([^"]+)"/), `${route.path} canonical`).toMatch(
        new RegExp(`^https?://[^/]+${route.path === "/" ? "/" : route.path}$`),
      );
      expect(html).toContain('<html lang="en-GB">');
      expect(html, `${route.path} has a heading`).toMatch(/<h1[^>]*>[^<]+/);
    }
    expect(titles.size, "titles are unique").toBe(publicRoutes.length);
    expect(descriptions.size, "descriptions are unique").toBe(publicRoutes.length);
  });

  test("no public page loads or preloads the staff area's code", async ({ request }) => {
    for (const route of [...publicRoutes, { path: "/no-such-page" }]) {
      const html = await (await request.get(route.path)).text();
      expect(html, route.path).not.toMatch(/admin-(layout|login-page)-[\w-]+\.js/);
    }
  });

  test("the only inline scripts that run are the theme and cookie-banner initialisers, the early-clicks note and the app loader (JSON-LD is data)", async ({ request }) => {
    const html = await (await request.get("/contact")).text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)];
    expect(inline).toHaveLength(4);
    expect(inline[0]?.[1]).toContain('localStorage.getItem("theme")');
    expect(inline[1]?.[1]).toContain('localStorage.getItem("cookie-consent")');
    expect(inline[2]?.[1]).toContain('closest("[data-island]")');
    expect(inline[3]?.[1]).toContain('getElementById("after-paint-modules")');
  });
});

test("the staff sign-in page shows its form, in its own code-split chunk", async ({ page }) => {
  const adminChunks: string[] = [];
  page.on("request", (request) => {
    if (/admin-(layout|login-page)-/.test(request.url())) adminChunks.push(request.url());
  });
  await visit(page, "/admin/login");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Staff sign in");
  await expect(page.getByLabel("Email")).toBeVisible();
  await expect(page.getByLabel("Password")).toHaveAttribute("type", "password");
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  await expect(page.getByText("Forgot your password? Contact the system administrator.")).toBeVisible();
  expect(adminChunks.length).toBeGreaterThan(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});
