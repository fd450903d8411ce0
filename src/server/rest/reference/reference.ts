import { createReadStream } from "node:fs";
import type { FastifyInstance } from "fastify";
import { ERROR_MESSAGES } from "../../../shared/api/error-catalogue.ts";
import { AppError } from "../../errors.ts";
import { type DocumentAudience, openApiDocument } from "../../openapi/openapi-document.ts";
import { REFERENCE_ASSETS, referencePageHtml } from "../../openapi/reference-page.ts";
import { REFERENCE_PATHS } from "../../openapi/reference-paths.ts";

/**
 * GET /api/openapi.json, the API's OpenAPI document (ADR 034), and GET /api/docs, the
 * page that renders it, with that page's files. Anyone gets the public calls; signed-in staff
 * (and so their reference page, which fetches the document with their cookie) get every call.
 * Each copy is written at its first request, when every route is registered, and kept; the answer
 * depends on the cookie, so no shared cache keeps it.
 */
export function registerReferenceRoutes(app: FastifyInstance): void {
  const assetsPath = `${REFERENCE_PATHS.assets}/:file`;
  app.restRoutes.push({ method: "GET", url: REFERENCE_PATHS.document }, { method: "GET", url: REFERENCE_PATHS.page }, { method: "GET", url: assetsPath });

  const documents: Partial<Record<DocumentAudience, string>> = {};
  app.get(REFERENCE_PATHS.document, async (request, reply) => {
    const audience: DocumentAudience = request.staffSession ? "staff" : "public";
    const document = (documents[audience] ??= JSON.stringify(openApiDocument(app.restRoutes, { secure: app.config.PUBLIC_URL.startsWith("https:"), audience })));
    return reply.type("application/json; charset=utf-8").header("cache-control", "private, no-cache").send(document);
  });
  app.get(REFERENCE_PATHS.page, async (_request, reply) => reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(referencePageHtml()));
  app.get<{ Params: { file: string } }>(assetsPath, async (request, reply) => {
    const asset = Object.hasOwn(REFERENCE_ASSETS, request.params.file) ? REFERENCE_ASSETS[request.params.file] : undefined;
    if (!asset) throw new AppError("NOT_FOUND", ERROR_MESSAGES.NOT_FOUND);
    reply.type(asset.contentType).header("cache-control", "public, max-age=3600");
    return reply.send("file" in asset ? createReadStream(asset.file) : asset.text);
  });
}
