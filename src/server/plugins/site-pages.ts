import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ERROR_MESSAGES } from "../../shared/api/error-catalogue.ts";
import { AppError } from "../errors.ts";
import { allowedMethodsFor } from "../rest/allowed-methods.ts";
import type { PrerenderManifest } from "../web-build.ts";

interface SitePagesOptions {
  /** The web build: dist/client. */
  clientDir: string;
  /** Its prerender-manifest.json; undefined when there is no build. */
  manifest: PrerenderManifest | undefined;
}

interface Page {
  html: Buffer;
  etag: string;
}

function loadPage(clientDir: string, file: string): Page {
  const html = readFileSync(path.join(clientDir, file));
  return { html, etag: `"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"` };
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page, status = 200): FastifyReply {
  reply.header("cache-control", "no-cache").header("etag", page.etag);
  if (status === 200 && request.headers["if-none-match"] === page.etag) return reply.code(304).send();
  return reply.code(status).type("text/html; charset=utf-8").send(page.html);
}

const API_PREFIXES = ["/api/", "/trpc/"];

declare module "fastify" {
  interface FastifyInstance {
    /** Answers a request no route serves: 404 (page or JSON) or 405 with Allow. */
    answerUnrouted?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
  }
}

/**
 * Hashed assets never change; photos keep their names when the hotel replaces one, so browsers
 * keep them a day and check back; everything else an hour.
 */
function cacheControlFor(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return "public, max-age=31536000, immutable";
  if (filePath.includes(`${path.sep}media${path.sep}`)) return "public, max-age=86400, stale-while-revalidate=604800";
  return "public, max-age=3600";
}

/**
 * Serves the pre-rendered pages (one HTML file per route, held in memory), the hashed assets with
 * immutable caching, and the not-found page with HTTP 404. API paths get a JSON 404 instead.
 */
const sitePages: FastifyPluginAsync<SitePagesOptions> = async (app, { clientDir, manifest }) => {
  if (!manifest) app.log.warn("No web build found (dist/client); pages are not served. Run `npm run build`.");

  if (manifest) {
    // Page files are served only under their route (with their status); the build's own
    // bookkeeping is not served at all.
    const notStatic = new Set([
      "/prerender-manifest.json",
      `/${manifest.notFound}`,
      ...(manifest.roomNotFound ? [`/${manifest.roomNotFound}`] : []),
      ...(manifest.serverPage ? [`/${manifest.serverPage.file}`] : []),
      ...manifest.routes.map((route) => `/${route.file}`),
    ]);
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      redirect: false,
      wildcard: true,
      etag: true,
      allowedPath: (pathName) => !notStatic.has(pathName),
      setHeaders(reply, filePath) {
        reply.header("cache-control", cacheControlFor(filePath));
      },
    });
    for (const route of manifest.routes) {
      const page = loadPage(clientDir, route.file);
      app.get(route.path, (request, reply) => sendPage(request, reply, page));
    }
  }

  const notFoundPage = manifest ? loadPage(clientDir, manifest.notFound) : undefined;
  const roomNotFoundPage = manifest?.roomNotFound ? loadPage(clientDir, manifest.roomNotFound) : undefined;
  const pagePaths = new Set((manifest?.routes ?? []).map((route) => route.path));
  /**
   * What a request that no route serves is answered: a page's or a documented call's path asked
   * with another method is 405 with Allow; anything else is not found (the 404 page, or JSON on
   * API paths). The error handler answers the same for a request refused before routing.
   */
  function answerUnrouted(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const pathName = request.url.split("?")[0] ?? "";
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    const allowed = isApi && app.hasDecorator("restRoutes") ? allowedMethodsFor(app.restRoutes, pathName) : pagePaths.has(pathName.replace(/(?<=.)\/$/, "")) ? ["GET", "HEAD"] : [];
    if (allowed.length && !allowed.includes(request.method)) {
      reply.header("allow", allowed.join(", "));
      throw new AppError("METHOD_NOT_ALLOWED", ERROR_MESSAGES.METHOD_NOT_ALLOWED);
    }
    if (isApi || !notFoundPage) throw new AppError("NOT_FOUND", ERROR_MESSAGES.NOT_FOUND);
    return sendPage(request, reply, (pathName.startsWith("/rooms/") && roomNotFoundPage) || notFoundPage, 404);
  }
  app.decorate("answerUnrouted", answerUnrouted);
  app.setNotFoundHandler(answerUnrouted);
};

export default fp(sitePages, { name: "site-pages" });
