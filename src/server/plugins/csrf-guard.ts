import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ERROR_MESSAGES } from "../../shared/api/error-catalogue.ts";
import { AppError } from "../errors.ts";

interface CsrfGuardOptions {
  /** Origins allowed to send unsafe requests besides the request's own host (PUBLIC_URL's origin). */
  trustedOrigins: string[];
  /** Route patterns called server-to-server that prove themselves otherwise (the Stripe webhook's signature). */
  exemptRoutes: string[];
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Staff reads answer only the hotel's own pages (ADR 030): a read of guests'
 * data, an export or an audited view must not run because another site linked or navigated a
 * signed-in browser there. tRPC's queries go with them (its public ones are read by our own pages).
 */
const STAFF_READ_PREFIXES = ["/api/admin/", "/api/prices/admin/", "/api/lh/", "/trpc/"];

/**
 * Whether the guard asks where a request by `method` to the route `pattern` came from: unsafe
 * methods, staff reads, and a request no route matched (ADR 054).
 */
export function checksOrigin(method: string, pattern: string | undefined): boolean {
  return !SAFE_METHODS.has(method) || pattern === undefined || STAFF_READ_PREFIXES.some((prefix) => pattern.startsWith(prefix));
}

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Refuses unsafe methods, and staff reads, sent by another site. Browsers mark every request with Sec-Fetch-Site
 * and Origin; a request with neither did not come from a browser page, so it carries no ambient
 * cookie to abuse.
 */
function isCrossSite(request: FastifyRequest, trustedOrigins: ReadonlySet<string>): boolean {
  const fetchSite = request.headers["sec-fetch-site"];
  if (typeof fetchSite === "string") return fetchSite !== "same-origin" && fetchSite !== "none";
  const origin = request.headers.origin;
  if (typeof origin === "string") return origin !== ownOrigin(request) && !trustedOrigins.has(origin);
  return false;
}

const csrfGuard: FastifyPluginAsync<CsrfGuardOptions> = async (app, options) => {
  const trusted = new Set(options.trustedOrigins);
  const exempt = new Set(options.exemptRoutes);
  // A callback, not an async hook: the public reads it lets through cost no promise (ADR 045).
  // It judges the route the router matched, never request.url (ADR 054).
  app.addHook("onRequest", (request, _reply, done) => {
    const pattern = request.routeOptions.url;
    if (checksOrigin(request.method, pattern) && !(pattern !== undefined && exempt.has(pattern)) && isCrossSite(request, trusted)) {
      done(new AppError("FORBIDDEN", ERROR_MESSAGES.CROSS_SITE_REFUSED));
      return;
    }
    done();
  });
};

export default fp(csrfGuard, { name: "csrf-guard" });
