import type { FastifyInstance } from "fastify";
import { defineRestRoute } from "./define-route.ts";
import { registerNewsletterLinkRoutes } from "./newsletter-links.ts";

/** Sign-up, unsubscribe and suppression (public-site §7, addons-privacy-admin §7.2), and the e-mailed links. */
export function registerNewsletterRoutes(app: FastifyInstance): void {
  defineRestRoute(app, {
    method: "POST",
    url: "/api/newsletter/subscribe",
    from: "body",
    headerInputs: { "idempotency-key": "idempotencyKey" },
    successStatus: 202,
    procedure: (caller) => caller.newsletter.subscribe,
  });
  defineRestRoute(app, {
    method: "POST",
    url: "/api/inquiries/newsletter/unsubscribe",
    from: "body",
    procedure: (caller) => caller.newsletter.unsubscribe,
  });
  defineRestRoute(app, {
    method: "POST",
    url: "/api/inquiries/suppression",
    from: "body",
    procedure: (caller) => caller.newsletter.suppress,
  });
  registerNewsletterLinkRoutes(app);
}
