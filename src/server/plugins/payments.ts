import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { createPaymentsGateway, type PaymentsGateway } from "../integrations/stripe.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Stripe, or null without STRIPE_SECRET_KEY (the add-on calls then answer 503 PAYMENTS_UNAVAILABLE). */
    payments: PaymentsGateway | null;
  }
}

const paymentsPlugin: FastifyPluginAsync = async (app) => {
  app.decorate("payments", createPaymentsGateway(app.config));
  // Said once here; each payment call then answers 503 without a log line of its own.
  if (!app.payments) app.log.warn("Stripe is not configured (STRIPE_SECRET_KEY is empty): the pet add-on cannot be paid online");
  else if (!app.payments.webhookConfigured) app.log.warn("STRIPE_WEBHOOK_SECRET is empty: Stripe's webhooks are refused; payments are confirmed by the success page only");
  else if (app.config.STRIPE_API_BASE) app.log.info({ stripeApiBase: app.config.STRIPE_API_BASE }, "payments go to a Stripe-compatible test server: no money moves");
};

export default fp(paymentsPlugin, { name: "payments" });
