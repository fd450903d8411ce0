import type { FastifyInstance } from "fastify";
import { defineRestRoute } from "../define-route.ts";

/** The pet add-on's payment calls; the webhook is in stripe-webhook.ts. */
export function registerAddonRoutes(app: FastifyInstance): void {
  for (const url of ["/api/addon-bookings/create-session", "/api/checkout/create-session"]) {
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
}
