import type { FastifyPluginAsync, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { ADDON_RECEIPT_LIFETIME_MS } from "../services/addons/addon-receipt.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The receipt cookie's name on this server (it depends on https). */
    addonReceiptCookieName: string;
  }
  interface FastifyReply {
    /** Sends the paying browser's receipt cookie holding `token` (ADR 036). */
    setAddonReceiptCookie(token: string): void;
  }
}

interface AddonReceiptCookieOptions {
  /** The site is served over https: the cookie is `__Secure-` and Secure. */
  secure: boolean;
}

/**
 * Over https the `__Secure-` prefix makes the browser refuse the cookie unless it is Secure; plain
 * http on localhost (development, tests) cannot have Secure, so there the name drops the prefix.
 * Not `__Host-`: that prefix demands Path=/, and this cookie is scoped to the calls.
 */
export function addonReceiptCookieName(secure: boolean): string {
  return secure ? "__Secure-addon_receipt" : "addon_receipt";
}

/**
 * Only the calls read it (the success page asks through tRPC; API clients through /api), so pages
 * and files never carry it and stay cacheable. A cookie has one path: it is set for each.
 */
const ADDON_RECEIPT_COOKIE_PATHS = ["/api/", "/trpc/"] as const;

/**
 * The add-on checkout's receipt cookie (ADR 036): a random value, set when the
 * guest starts paying, whose hash is kept with the pending booking. The success page's lookup
 * shows the guest's personal details only to the browser that holds it. HttpOnly, SameSite=Lax
 * (the guest comes back from Stripe by a top-level navigation), and it lasts as long as a Stripe
 * Checkout Session may stay open.
 */
const addonReceiptCookiePlugin: FastifyPluginAsync<AddonReceiptCookieOptions> = async (app, options) => {
  const name = addonReceiptCookieName(options.secure);
  app.decorate("addonReceiptCookieName", name);
  app.decorateReply("setAddonReceiptCookie", function (this: FastifyReply, token: string) {
    for (const path of ADDON_RECEIPT_COOKIE_PATHS) {
      this.setCookie(name, token, { path, httpOnly: true, secure: options.secure, sameSite: "lax", maxAge: ADDON_RECEIPT_LIFETIME_MS / 1000 });
    }
  });
};

export default fp(addonReceiptCookiePlugin, { name: "addon-receipt-cookie", dependencies: ["@fastify/cookie"] });
