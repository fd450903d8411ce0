import packageJson from "../../../package.json" with { type: "json" };
import { hotel } from "../../../content/hotel.ts";
import type { RestRouteRecord } from "../rest/define-route.ts";
import { envelopeSchemas, failureResponses } from "./answers.ts";
import { catalogueTables } from "./catalogue-tables.ts";
import type { HttpMethod, OpenApiDocument, Operation } from "./openapi-types.ts";
import { PLAIN_OPERATIONS } from "./plain-operations.ts";
import { openApiPath } from "./route-names.ts";
import { shimOperation } from "./shim-operation.ts";
import { staffSessionScheme } from "./staff-session.ts";

/** Who reads the document: anyone gets the public calls, signed-in staff every call. */
export type DocumentAudience = "public" | "staff";

export interface DocumentOptions {
  /** The site is served over https (the session cookie's name depends on it). */
  secure: boolean;
  audience: DocumentAudience;
}

const INTRODUCTION = [
  "The JSON calls of the hotel's website, staff admin and reception-desk app, as the server routes them: each documented path is the REST form of a tRPC procedure (also at `/trpc/<procedure>`), and its parameters and body are that procedure's zod input schema, the one that validates the call.",
  'Answers come in one envelope: `{"success": true, "data": …}`, or `{"success": false, "error": "…"}` with `fieldErrors` (a message per refused field), `errorId` (a 5xx) or `reason` (a finer code) where they apply. `/api/health`, the Stripe webhook, the pages of e-mailed links, file downloads and the event stream say how they answer instead.',
  "Staff calls need the staff session cookie (`POST /api/admin/login`); there is no CSRF token: requests another site's page sends are refused by their Sec-Fetch-Site/Origin.",
].join("\n\n");

const AUDIENCE_NOTE: Record<DocumentAudience, string> = {
  public: "This copy lists the calls anyone may make; signed-in staff are sent every call.",
  staff: "This copy lists every call, the staff calls included; it is sent to signed-in staff only.",
};

function operationOf(route: RestRouteRecord): Operation {
  if (route.shim) return shimOperation(route.method, route.url, route.shim);
  const describe = PLAIN_OPERATIONS[`${route.method} ${route.url}`];
  if (!describe) throw new Error(`${route.method} ${route.url} is a plain route with no description in src/server/openapi/plain-operations.ts`);
  return describe();
}

/**
 * The OpenAPI 3.1 document of every /api route the app registered (app.restRoutes: the shims of
 * rest/define-route.ts and the plain routes), generated, never written by hand. For the public,
 * the calls that need the staff session are left out, with their schemas.
 */
export function openApiDocument(routes: readonly RestRouteRecord[], options: DocumentOptions): OpenApiDocument {
  const paths: OpenApiDocument["paths"] = {};
  const tags = new Set<string>();
  for (const route of [...routes].sort((a, b) => a.url.localeCompare(b.url))) {
    const path = openApiPath(route.url);
    const method = route.method.toLowerCase() as HttpMethod;
    const item = (paths[path] ??= {});
    if (item[method]) throw new Error(`${route.method} ${route.url} is registered twice`);
    const operation = operationOf(route);
    if (operation.security && options.audience === "public") continue;
    item[method] = operation;
    for (const tag of operation.tags) tags.add(tag);
  }
  return {
    openapi: "3.1.0",
    info: { title: `${hotel.name}: API`, version: packageJson.version, description: `${INTRODUCTION}\n\n${AUDIENCE_NOTE[options.audience]}\n\n${catalogueTables()}` },
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: { schemas: envelopeSchemas(), responses: failureResponses(), securitySchemes: staffSessionScheme(options.secure) },
  };
}
