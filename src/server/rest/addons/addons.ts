import type { FastifyInstance } from "fastify";
import { ADDON_PATHS } from "../../../shared/addons/addon-paths.ts";
import { defineRestRoute } from "../define-route.ts";
import { registerAddonFormRoute } from "./addon-form.ts";

/** The pet add-on's payment calls, and Pay Now without JavaScript (ADR 104); the webhook is in stripe-webhook.ts. */
export function registerAddonRoutes(app: FastifyInstance): void {
  for (const url of [ADDON_PATHS.createSession, "/api/checkout/create-session"]) {
    defineRestRoute(app, { method: "POST", url, from: "body", procedure: (caller) => caller.addons.createCheckoutSession });
  }
  defineRestRoute(app, {
    method: "POST",
    url: "/api/addon-bookings/create-payment-intent",
    from: "body",
    procedure: (caller) => caller.addons.createPaymentIntent,
  });
  for (const url of ["/api/addon-bookings/session/:sessionId", "/api/bookings/session/:sessionId"]) {
    defineRestRoute(app, { method: "GET", url, from: "params", procedure: (caller) => caller.addons.bookingBySession });
  }
  registerAddonFormRoute(app);
}
