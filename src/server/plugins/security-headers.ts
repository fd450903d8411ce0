import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import helmet, { type HelmetOptions } from "helmet";
import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";

interface SecurityHeadersOptions {
  /** Inline scripts allowed by hash (src/shared/page-scripts/inline-scripts.ts). */
  inlineScripts: string[];
  /** CSP sources ('sha256-…') of the style blocks the web build inlined into its pages. */
  inlineStyleHashes: string[];
  /** Other origins forms may be sent to: the booking engine, which the stay search opens as a plain GET form (ADR 017). */
  formTargets: string[];
  /** HSTS is sent only when the site is served over https. */
  https: boolean;
}

export function scriptHash(source: string): string {
  return `'sha256-${createHash("sha256").update(source).digest("base64")}'`;
}

/**
 * What Stripe.js needs (Stripe's CSP guide): its script, its frames (Elements, 3-D Secure) and its
 * API. Granted only to the page that loads it, the add-on form's payment step (ADR 019).
 */
const STRIPE_CSP_SOURCES: Readonly<Record<string, readonly string[]>> = {
  "script-src": ["https://js.stripe.com", "https://*.js.stripe.com"],
  "frame-src": ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  "connect-src": ["https://api.stripe.com"],
};

/** The page that loads Stripe.js, by its route (ADR 054): /book-addons itself (its success page needs none of it). */
const STRIPE_PAGE_ROUTE = "/book-addons";

/**
 * Where an answer holds a person's state, and so gets `Cross-Origin-Opener-Policy: same-origin`
 * (ADR 056): each of these paths and everything below it. The content and enquiry pages go
 * without it: there it costs each first visit a new renderer process (ADR 049).
 */
const PERSONAL_STATE_PATHS = ["/admin", "/api", "/trpc", "/book-addons", "/data-request", "/unsubscribe"];

/** Whether a route pattern, or a request's normalised path, is where a person's state is. */
function holdsPersonalState(pathName: string): boolean {
  return PERSONAL_STATE_PATHS.some((area) => pathName === area || pathName.startsWith(`${area}/`));
}

/** The static files' wildcard route (site-pages.ts): it serves files, not a route of its own. */
const STATIC_FILES_ROUTE = "/*";

/**
 * A request's path as the router could read it, for a request no route of its own matched (the
 * static files' wildcard, or no route at all): escapes decoded, lower case, slashes not doubled.
 * Only ever widens where COOP goes, so a spelling the router or a file lookup folds differently
 * still meets it.
 */
function normalisedPath(url: string): string {
  const raw = url.split("?")[0] ?? "";
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A malformed escape: judged as spelled.
  }
  return decoded.toLowerCase().replace(/\/{2,}/g, "/");
}

/** A CSP header with more sources in some directives ('none' gives way to them); the rest unchanged. */
function widenPolicy(policy: string, extra: Readonly<Record<string, readonly string[]>>): string {
  return policy
    .split(";")
    .map((directive) => directive.trim())
    .filter((directive) => directive !== "")
    .map((directive) => {
      const [name = "", ...sources] = directive.split(/\s+/);
      const added = extra[name];
      if (!added) return directive;
      return [name, ...sources.filter((source) => source !== "'none'"), ...added.filter((source) => !sources.includes(source))].join(" ");
    })
    .join(";");
}

/** The options of the one helmet middleware, from the site's own policy. */
function helmetOptions(options: SecurityHeadersOptions): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", ...options.inlineScripts.map(scriptHash)],
        "style-src": ["'self'", ...options.inlineStyleHashes],
        "style-src-attr": ["'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:"],
        "font-src": ["'self'"],
        "connect-src": ["'self'"],
        "media-src": ["'self'"],
        "frame-src": ["'none'"],
        "object-src": ["'none'"],
        "base-uri": ["'none'"],
        "form-action": ["'self'", ...options.formTargets],
        "frame-ancestors": ["'none'"],
        ...(options.https ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    strictTransportSecurity: options.https ? { maxAge: 63_072_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: "deny" },
  };
}

/**
 * The headers helmet sets, worked out once: the policy has no per-request part (no nonces, only
 * hashes), so helmet's middleware runs once at start on a stand-in response and every answer gets
 * the same precomputed set (ADR 041: @fastify/helmet rebuilt the middleware on every request).
 */
function securityHeaderSet(options: SecurityHeadersOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(helmetOptions(options))({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error("helmet refused the security header options");
  return Object.freeze(headers);
}

/**
 * Strict CSP (no inline script or style but the hashed ones), nosniff, Referrer-Policy, HSTS on
 * https, and COOP where a person's state is (ADR 056).
 */
const securityHeaders: FastifyPluginAsync<SecurityHeadersOptions> = async (app, options) => {
  const { "cross-origin-opener-policy": openerPolicy = "same-origin", ...headers } = securityHeaderSet(options);
  const stripePagePolicy = widenPolicy(headers["content-security-policy"] ?? "", STRIPE_CSP_SOURCES);
  // Name and value pairs made once: the hook only copies them onto each answer (ADR 045).
  const pairs = Object.entries(headers);
  app.addHook("onRequest", (request, reply, done) => {
    for (const [name, value] of pairs) reply.header(name, value);
    // Decided from the matched route (ADR 054); from the normalised path when no route of its own matched.
    const route = request.routeOptions.url;
    if (holdsPersonalState(route === undefined || route === STATIC_FILES_ROUTE ? normalisedPath(request.url) : route)) {
      reply.header("cross-origin-opener-policy", openerPolicy);
    }
    if (route === STRIPE_PAGE_ROUTE) reply.header("content-security-policy", stripePagePolicy);
    done();
  });
};

export default fp(securityHeaders, { name: "security-headers" });
