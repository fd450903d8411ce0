import { createHash } from "node:crypto";
import helmet from "@fastify/helmet";
import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";

export interface SecurityHeadersOptions {
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

/** Strict CSP (no inline script or style but the hashed ones), nosniff, Referrer-Policy, HSTS on https. */
const securityHeaders: FastifyPluginAsync<SecurityHeadersOptions> = async (app, options) => {
  await app.register(helmet, {
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
  });
};

export default fp(securityHeaders, { name: "security-headers" });
