import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { PUBLIC_ROUTES } from "../../shared/site/routes.ts";

interface CrawlerFilesOptions {
  publicUrl: string;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function sitemapXml(publicUrl: string): string {
  const urls = PUBLIC_ROUTES.filter((route) => route.inSitemap)
    .map((route) => `  <url><loc>${escapeXml(publicUrl + route.path)}</loc></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

function robotsTxt(publicUrl: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /api/", "Disallow: /trpc/", "", `Sitemap: ${publicUrl}/sitemap.xml`, ""].join("\n");
}

/** robots.txt (as text/plain, never the HTML fallback) and sitemap.xml of every public page. */
const crawlerFiles: FastifyPluginAsync<CrawlerFilesOptions> = async (app, { publicUrl }) => {
  const robots = robotsTxt(publicUrl);
  const sitemap = sitemapXml(publicUrl);
  app.get("/robots.txt", (_request, reply) => reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600").send(robots));
  app.get("/sitemap.xml", (_request, reply) => reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=3600").send(sitemap));
};

export default fp(crawlerFiles, { name: "crawler-files" });
