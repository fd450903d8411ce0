import { describe, expect, it } from "vitest";
import { useTestApp } from "../helpers/use-test-app.ts";

describe("files for search engines", () => {
  const t = useTestApp({ PUBLIC_URL: "https://www.example.com" });

  it("serves robots.txt as text/plain, pointing at the sitemap and keeping crawlers out of admin and API", async () => {
    const response = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.body).toContain("Sitemap: https://www.example.com/sitemap.xml");
    expect(response.body).toMatch(/^Disallow: \/admin$/m);
    expect(response.body).toMatch(/^Disallow: \/api\/$/m);
  });

  it("lists every public page and every available room in sitemap.xml, and no hidden room or admin page", async () => {
    const response = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const path of ["/", "/rooms", "/dining", "/events/weddings", "/explore-carlisle", "/contact", "/privacy-policy", "/rooms/room-12"]) {
      expect(locations).toContain(`https://www.example.com${path}`);
    }
    for (const hidden of [10, 13, 17, 20, 21]) expect(locations).not.toContain(`https://www.example.com/rooms/room-${hidden}`);
    expect(locations.filter((l) => l?.includes("/rooms/room-"))).toHaveLength(28);
    expect(locations.some((l) => l?.includes("/admin"))).toBe(false);
  });
});
