import { randomBytes } from "node:crypto";

/** The parts of Stripe's objects the app reads, in Stripe's own shapes (API 2026-10-28). */

export function stripeId(prefix: string): string {
  return `${prefix}_test_${randomBytes(12).toString("base64url").replace(/[-_]/g, "x")}`;
}

export function unixNow(): number {
  return Math.floor(Date.now() / 1000);
}

export interface FakeCheckoutSession {
  id: string;
  object: "checkout.session";
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer: null;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  metadata: Record<string, string>;
  mode: "payment";
  payment_intent: string | null;
  payment_method_types: string[];
  payment_status: "unpaid" | "paid" | "no_payment_required";
  status: "open" | "complete" | "expired";
  success_url: string | null;
  url: string | null;
}

export interface FakePaymentError {
  type: string;
  code?: string;
  decline_code?: string;
  message: string;
  param?: string;
}

export interface FakePaymentIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  automatic_payment_methods: { enabled: boolean } | null;
  capture_method: "automatic";
  client_secret: string;
  confirmation_method: "automatic";
  created: number;
  currency: string;
  description: string | null;
  last_payment_error: FakePaymentError | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Record<string, string>;
  payment_method: string | null;
  payment_method_types: string[];
  receipt_email: string | null;
  status: "requires_payment_method" | "requires_confirmation" | "requires_action" | "processing" | "succeeded" | "canceled";
}

export interface FakeRefund {
  id: string;
  object: "refund";
  amount: number;
  charge: string | null;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: "duplicate" | "fraudulent" | "requested_by_customer" | null;
  status: "pending" | "succeeded" | "failed" | "canceled";
}

export interface FakeEvent {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  data: { object: FakeCheckoutSession | FakePaymentIntent };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

const FAKE_API_VERSION = "2026-10-28.endive";

export function eventFor(type: string, object: FakeCheckoutSession | FakePaymentIntent): FakeEvent {
  return {
    id: stripeId("evt"),
    object: "event",
    api_version: FAKE_API_VERSION,
    created: unixNow(),
    // A snapshot: later changes to the object do not change the event.
    data: { object: structuredClone(object) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** Stripe's error body and the HTTP status it comes with. */
export interface FakeStripeError {
  status: number;
  error: FakePaymentError & { request_log_url?: string; payment_intent?: FakePaymentIntent };
}

/** The status Stripe answers each error type with (https://docs.stripe.com/api/errors). */
const ERROR_STATUS: Readonly<Record<string, number>> = {
  api_error: 500,
  card_error: 402,
  idempotency_error: 400,
  invalid_request_error: 400,
  authentication_error: 401,
  rate_limit_error: 429,
};

/** Stripe's usual wording for each error type, for injected failures that name only the type. */
const ERROR_WORDING: Readonly<Record<string, { code?: string; message: string }>> = {
  api_error: { message: "An unknown error occurred" },
  card_error: { code: "card_declined", message: "Your card was declined." },
  idempotency_error: { code: "idempotency_key_in_use", message: "There is currently another in-progress request using this Stripe token." },
  invalid_request_error: { code: "parameter_invalid_empty", message: "You passed an empty string for 'line_items[0][price_data][currency]'." },
  authentication_error: { message: "Invalid API Key provided: sk_test_****0000" },
  rate_limit_error: { code: "rate_limit", message: "Request rate limit exceeded. Learn more about rate limits here https://stripe.com/docs/rate-limits." },
};

export function stripeError(type: string, details: Partial<FakePaymentError> = {}): FakeStripeError {
  const wording = ERROR_WORDING[type] ?? { message: "An unknown error occurred" };
  return {
    status: ERROR_STATUS[type] ?? 500,
    error: { type, ...(wording.code ? { code: wording.code } : {}), message: wording.message, ...details },
  };
}
