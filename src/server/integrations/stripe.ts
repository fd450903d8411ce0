import Stripe from "stripe";
import type { Config } from "../config.ts";

/**
 * The Stripe calls the pet add-on makes, behind a small interface so the services never see the
 * SDK's client. STRIPE_API_BASE points the official SDK at a Stripe-compatible server (the tests'
 * fake, or `NODE_ENV=development npm start`'s local one); otherwise it talks to Stripe itself.
 */
export interface PaymentsGateway {
  createCheckoutSession(params: Stripe.Checkout.SessionCreateParams, idempotencyKey: string): Promise<Stripe.Checkout.Session>;
  retrieveCheckoutSession(id: string): Promise<Stripe.Checkout.Session>;
  /** Closes an open Checkout Session so it can no longer be paid (staff deleting an unpaid add-on). */
  expireCheckoutSession(id: string): Promise<Stripe.Checkout.Session>;
  createPaymentIntent(params: Stripe.PaymentIntentCreateParams, idempotencyKey: string): Promise<Stripe.PaymentIntent>;
  retrievePaymentIntent(id: string): Promise<Stripe.PaymentIntent>;
  /** Cancels an unpaid PaymentIntent so it can no longer be confirmed (staff deleting an unpaid add-on). */
  cancelPaymentIntent(id: string): Promise<Stripe.PaymentIntent>;
  /** Refunds a payment (staff cancelling a paid add-on, ADR 025); the key makes a repeat return the same refund. */
  createRefund(params: Stripe.RefundCreateParams, idempotencyKey: string): Promise<Stripe.Refund>;
  /** Verifies the signature on the raw body (and its timestamp, 300 s) and parses it; throws otherwise. */
  constructWebhookEvent(rawBody: Buffer, signature: string): Stripe.Event;
  readonly webhookConfigured: boolean;
}

export type StripeEvent = Stripe.Event;
export type StripeCheckoutSession = Stripe.Checkout.Session;
export type StripePaymentIntent = Stripe.PaymentIntent;

/** Stripe's default tolerance; an older signature is a replay. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

function hostOptions(apiBase: string | undefined): Stripe.StripeConfig {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, protocol, ...(url.port ? { port: Number(url.port) } : {}) };
}

/**
 * Where Stripe's hosted Checkout pages are: Pay Now without JavaScript is a form whose answer is a
 * 303 there (ADR 104), which the CSP's form-action must allow. A Stripe-compatible server serves them itself.
 */
export function hostedCheckoutOrigin(apiBase: string | undefined): string {
  return apiBase ? new URL(apiBase).origin : "https://checkout.stripe.com";
}

/** The gateway, or null when STRIPE_SECRET_KEY is unset (payments then answer PAYMENTS_UNAVAILABLE). */
export function createPaymentsGateway(config: Pick<Config, "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "STRIPE_API_BASE">): PaymentsGateway | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  const stripe = new Stripe(config.STRIPE_SECRET_KEY, {
    ...hostOptions(config.STRIPE_API_BASE),
    // Retries reuse the idempotency key, so a retried create never makes a second session.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
  const webhookSecret = config.STRIPE_WEBHOOK_SECRET;
  return {
    createCheckoutSession: (params, idempotencyKey) => stripe.checkout.sessions.create(params, { idempotencyKey }),
    retrieveCheckoutSession: (id) => stripe.checkout.sessions.retrieve(id),
    expireCheckoutSession: (id) => stripe.checkout.sessions.expire(id),
    createPaymentIntent: (params, idempotencyKey) => stripe.paymentIntents.create(params, { idempotencyKey }),
    retrievePaymentIntent: (id) => stripe.paymentIntents.retrieve(id),
    cancelPaymentIntent: (id) => stripe.paymentIntents.cancel(id),
    createRefund: (params, idempotencyKey) => stripe.refunds.create(params, { idempotencyKey }),
    constructWebhookEvent(rawBody, signature) {
      if (!webhookSecret) throw new Error("STRIPE_WEBHOOK_SECRET is not set");
      return stripe.webhooks.constructEvent(rawBody, signature, webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
    },
    webhookConfigured: Boolean(webhookSecret),
  };
}

/** Whether `error` came from the Stripe SDK, with its class name (`type`) and Stripe's own fields. */
export function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}
