import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { type FormValue, parseFormBody, stringRecord, text } from "./form-body.ts";
import { hostedCheckoutPage, TEST_CARDS } from "./hosted-checkout-page.ts";
import {
  eventFor,
  type FakeCheckoutSession,
  type FakeEvent,
  type FakePaymentIntent,
  type FakeRefund,
  type FakeStripeError,
  stripeError,
  stripeId,
  unixNow,
} from "./stripe-objects.ts";
import { FAKE_STRIPE_KEYS } from "./test-keys.ts";

/**
 * A small Stripe-compatible server on loopback for the endpoints this project uses, reached by the
 * official SDK through STRIPE_API_BASE:
 *   POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id, POST …/:id/expire
 *   POST /v1/payment_intents, GET /v1/payment_intents/:id, POST …/:id/confirm, POST …/:id/cancel
 *   POST /v1/refunds, GET /v1/refunds/:id
 * Form-encoded requests, Bearer secret-key auth, Stripe's error shape and statuses, Idempotency-Key
 * replays; a hosted Checkout page at the session's `url` that pays (4242…) or declines (4000…0002)
 * and redirects to `success_url`; signed webhook deliveries to `webhookUrl`, an automatic delivery
 * the app does not answer with a 2xx tried again with back-off as Stripe does (on a shorter
 * schedule: Stripe's spans three days). Tests steer it through
 * the returned handle (or `/_control/…` over HTTP when it runs as its own process, see main.ts).
 */

export interface FakeStripeOptions {
  port?: number;
  secretKey?: string;
  publishableKey?: string;
  webhookSecret?: string;
  /** Where events are POSTed, e.g. http://127.0.0.1:3000/api/stripe/webhook. */
  webhookUrl?: string;
  /** Deliver each event once as it happens (default true); false leaves delivery to `deliver()`. */
  autoDeliver?: boolean;
  /**
   * After an automatic delivery answered with no 2xx (or no answer at all), wait this long before
   * each further try, as Stripe does; the last failure ends it. Default {@link STRIPE_LIKE_RETRY_DELAYS_MS}.
   * Deliveries made through `deliver()` are single tries (Stripe's "Resend").
   */
  retryDelaysMs?: readonly number[];
}

/** Stripe's back-off (about 1 h, 2 h, 4 h … over three days) compressed to seconds: 1, 2, 4 … 64 s. */
const STRIPE_LIKE_RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 64_000];

interface FailNextOptions {
  /** How many requests fail (the SDK retries connection errors and 5xx). Default 1. */
  times?: number;
  /**
   * Fail only a request whose form-encoded body holds this value (e.g. the guest's e-mail), so a
   * test's failure cannot be spent by another test's request running at the same time.
   */
  whenBodyContains?: string;
  code?: string;
  message?: string;
  param?: string;
}

interface DeliverOptions {
  times?: number;
  /** All at once (default) or one after another. */
  concurrently?: boolean;
  /** Signature timestamp in Unix seconds (default now). */
  timestamp?: number;
  /** Sign with another secret (a forged delivery). */
  secret?: string;
}

interface FakeStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  body: Record<string, FormValue>;
}

export interface FakeStripe {
  readonly baseUrl: string;
  readonly secretKey: string;
  readonly publishableKey: string;
  readonly webhookSecret: string;
  webhookUrl: string | undefined;
  autoDeliver: boolean;
  readonly sessions: Map<string, FakeCheckoutSession>;
  readonly paymentIntents: Map<string, FakePaymentIntent>;
  /** Refunds made through POST /v1/refunds, by id. */
  readonly refunds: Map<string, FakeRefund>;
  /** Every event, in the order it happened. */
  readonly events: FakeEvent[];
  /** Every /v1 request received, in order. */
  readonly requests: FakeStripeRequest[];
  /** Every webhook delivery and the app's status (0: no answer). */
  readonly deliveries: { eventId: string; status: number }[];
  /** Called with each /v1 request as it arrives, before it is answered (a test times a fault by it). */
  onRequest: ((request: FakeStripeRequest) => void) | undefined;
  /** The next request(s) to /v1 fail with Stripe's error `type`; "api_connection_error" drops the connection. */
  failNext(type: string, options?: FailNextOptions): void;
  /** Pays an open session as the hosted page would; answers where the browser goes next. */
  payCheckoutSession(sessionId: string, cardNumber?: string): Promise<{ redirectUrl: string } | { declined: string }>;
  /** Marks a PaymentIntent succeeded as a wallet confirmation in the browser would (emits the event). */
  succeedPaymentIntent(paymentIntentId: string): FakePaymentIntent;
  /** Signed POSTs of an event to `webhookUrl`; answers the statuses. */
  deliver(eventId: string, options?: DeliverOptions): Promise<number[]>;
  /** The events about one session or PaymentIntent. */
  eventsFor(objectId: string): FakeEvent[];
  /** Resolves once every automatic delivery under way has been answered (a retry still waiting is not under way). */
  settled(): Promise<void>;
  /** Forgets every object, event, request, injected failure and waiting retry. */
  reset(): void;
  close(): Promise<void>;
}

const PRODUCT_NAME_FALLBACK = "Payment";

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { "content-type": "application/json", "request-id": stripeId("req"), ...headers });
  response.end(JSON.stringify(body));
}

function missingParam(param: string): FakeStripeError {
  return stripeError("invalid_request_error", { code: "parameter_missing", message: `Missing required param: ${param}.`, param });
}

function noSuch(kind: string, id: string): FakeStripeError {
  return { status: 404, error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${kind}: '${id}'`, param: "id" } };
}

class StripeRequestError extends Error {
  constructor(readonly answer: FakeStripeError) {
    super(answer.error.message);
  }
}

function integer(value: string | undefined, param: string): number {
  if (value === undefined) throw new StripeRequestError(missingParam(param));
  if (!/^-?\d+$/.test(value)) {
    throw new StripeRequestError(stripeError("invalid_request_error", { code: "parameter_invalid_integer", message: `Invalid integer: ${value}`, param }));
  }
  return Number(value);
}

interface LineItem {
  amount: number;
  currency: string;
  name: string;
}

function lineItemsOf(body: Record<string, FormValue>): LineItem[] {
  const items = body.line_items;
  if (!Array.isArray(items) || items.length === 0) throw new StripeRequestError(missingParam("line_items"));
  return items.map((item, index) => {
    const priceData = typeof item === "object" && !Array.isArray(item) ? item.price_data : undefined;
    const currency = text(priceData, "currency");
    if (!currency) throw new StripeRequestError(missingParam(`line_items[${index}][price_data][currency]`));
    const unitAmount = integer(text(priceData, "unit_amount"), `line_items[${index}][price_data][unit_amount]`);
    const quantity = integer(text(item, "quantity"), `line_items[${index}][quantity]`);
    const productData = typeof priceData === "object" && !Array.isArray(priceData) ? priceData.product_data : undefined;
    return { amount: unitAmount * quantity, currency: currency.toLowerCase(), name: text(productData, "name") ?? PRODUCT_NAME_FALLBACK };
  });
}

function bearerKey(request: IncomingMessage): string | undefined {
  const header = request.headers.authorization ?? "";
  return /^Bearer (\S+)$/.exec(header)?.[1];
}

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? FAKE_STRIPE_KEYS.secretKey;
  const publishableKey = options.publishableKey ?? FAKE_STRIPE_KEYS.publishableKey;
  const webhookSecret = options.webhookSecret ?? FAKE_STRIPE_KEYS.webhookSecret;
  const sessions = new Map<string, FakeCheckoutSession>();
  const productNames = new Map<string, string>();
  const paymentIntentMetadata = new Map<string, Record<string, string>>();
  const paymentIntents = new Map<string, FakePaymentIntent>();
  const refunds = new Map<string, FakeRefund>();
  const events: FakeEvent[] = [];
  const requests: FakeStripeRequest[] = [];
  const deliveries: { eventId: string; status: number }[] = [];
  const idempotency = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  const failures: { type: string; details: FailNextOptions }[] = [];
  const inFlight = new Set<Promise<unknown>>();
  const retryDelaysMs = options.retryDelaysMs ?? STRIPE_LIKE_RETRY_DELAYS_MS;
  const waitingRetries = new Set<NodeJS.Timeout>();
  let baseUrl = "";

  async function post(event: FakeEvent, delivery: DeliverOptions): Promise<number> {
    const url = handle.webhookUrl;
    if (!url) throw new Error("fake Stripe: no webhookUrl to deliver to");
    const payload = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: delivery.secret ?? webhookSecret,
      ...(delivery.timestamp === undefined ? {} : { timestamp: delivery.timestamp }),
    });
    let status = 0;
    try {
      const answer = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature, "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)" },
        body: payload,
      });
      status = answer.status;
      await answer.arrayBuffer();
    } catch {
      status = 0;
    }
    deliveries.push({ eventId: event.id, status });
    return status;
  }

  /** One automatic try; a failed one is tried again after the next delay of the schedule. */
  function deliverAutomatically(event: FakeEvent, retry: number): void {
    const delivery = post(event, {})
      .then((status) => {
        const delay = retryDelaysMs[retry];
        if ((status >= 200 && status < 300) || delay === undefined) return;
        const timer = setTimeout(() => {
          waitingRetries.delete(timer);
          if (handle.webhookUrl) deliverAutomatically(event, retry + 1);
        }, delay);
        waitingRetries.add(timer);
      })
      .finally(() => inFlight.delete(delivery));
    inFlight.add(delivery);
  }

  function cancelRetries(): void {
    for (const timer of waitingRetries) clearTimeout(timer);
    waitingRetries.clear();
  }

  function emit(type: string, object: FakeCheckoutSession | FakePaymentIntent): FakeEvent {
    const event = eventFor(type, object);
    events.push(event);
    if (handle.autoDeliver && handle.webhookUrl) deliverAutomatically(event, 0);
    return event;
  }

  function newPaymentIntent(amount: number, currency: string, metadata: Record<string, string>, extra: Partial<FakePaymentIntent> = {}): FakePaymentIntent {
    const id = stripeId("pi");
    const intent: FakePaymentIntent = {
      id,
      object: "payment_intent",
      amount,
      amount_received: 0,
      automatic_payment_methods: { enabled: true },
      capture_method: "automatic",
      client_secret: `${id}_secret_${stripeId("s").slice(7)}`,
      confirmation_method: "automatic",
      created: unixNow(),
      currency,
      description: null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata,
      payment_method: null,
      payment_method_types: ["card"],
      receipt_email: null,
      status: "requires_payment_method",
      ...extra,
    };
    paymentIntents.set(id, intent);
    return intent;
  }

  function succeed(intent: FakePaymentIntent, paymentMethod: string): void {
    intent.status = "succeeded";
    intent.amount_received = intent.amount;
    intent.payment_method = paymentMethod;
    intent.latest_charge = stripeId("ch");
    intent.last_payment_error = null;
    emit("payment_intent.succeeded", intent);
  }

  const DECLINES: Record<string, { code: string; decline_code: string; message: string }> = {
    [TEST_CARDS.declined]: { code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." },
    [TEST_CARDS.insufficientFunds]: { code: "card_declined", decline_code: "insufficient_funds", message: "Your card has insufficient funds." },
    pm_card_chargeDeclined: { code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." },
    pm_card_visa_chargeDeclined: { code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." },
  };

  function createCheckoutSession(body: Record<string, FormValue>): FakeCheckoutSession {
    if (!text(body, "mode")) throw new StripeRequestError(missingParam("mode"));
    const successUrl = text(body, "success_url");
    if (!successUrl) throw new StripeRequestError(missingParam("success_url"));
    const items = lineItemsOf(body);
    const currencies = new Set(items.map((item) => item.currency));
    if (currencies.size > 1) {
      throw new StripeRequestError(stripeError("invalid_request_error", { code: "parameter_invalid", message: "All line items must use the same currency.", param: "line_items" }));
    }
    const amount = items.reduce((sum, item) => sum + item.amount, 0);
    const id = stripeId("cs");
    const session: FakeCheckoutSession = {
      id,
      object: "checkout.session",
      amount_subtotal: amount,
      amount_total: amount,
      cancel_url: text(body, "cancel_url") ?? null,
      client_reference_id: text(body, "client_reference_id") ?? null,
      created: unixNow(),
      currency: items[0]?.currency ?? "gbp",
      customer: null,
      customer_email: text(body, "customer_email") ?? null,
      expires_at: unixNow() + 24 * 3600,
      livemode: false,
      metadata: stringRecord(body.metadata),
      mode: "payment",
      payment_intent: null,
      payment_method_types: ["card"],
      payment_status: "unpaid",
      status: "open",
      success_url: successUrl,
      url: `${baseUrl}/pay/${id}`,
    };
    sessions.set(id, session);
    productNames.set(id, items.map((item) => item.name).join(", "));
    const intentData = body.payment_intent_data;
    paymentIntentMetadata.set(id, typeof intentData === "object" && !Array.isArray(intentData) ? stringRecord(intentData.metadata) : {});
    return session;
  }

  function payCheckout(session: FakeCheckoutSession, cardNumber: string): { redirectUrl: string } | { declined: string } {
    const decline = DECLINES[cardNumber.replace(/\s/g, "")];
    if (decline) return { declined: decline.message };
    const intent = newPaymentIntent(session.amount_total, session.currency, paymentIntentMetadata.get(session.id) ?? {});
    session.payment_intent = intent.id;
    session.status = "complete";
    session.payment_status = "paid";
    session.url = null;
    succeed(intent, stripeId("pm"));
    emit("checkout.session.completed", session);
    return { redirectUrl: (session.success_url ?? "").replaceAll("{CHECKOUT_SESSION_ID}", session.id) };
  }

  function confirmIntent(intent: FakePaymentIntent, body: Record<string, FormValue>): FakePaymentIntent {
    if (intent.status === "succeeded" || intent.status === "canceled") {
      throw new StripeRequestError(
        stripeError("invalid_request_error", {
          code: "payment_intent_unexpected_state",
          message: `This PaymentIntent's status is ${intent.status}, so it cannot be confirmed.`,
        }),
      );
    }
    const paymentMethod = text(body, "payment_method") ?? intent.payment_method;
    if (!paymentMethod) throw new StripeRequestError(missingParam("payment_method"));
    const decline = DECLINES[paymentMethod];
    if (decline) {
      intent.status = "requires_payment_method";
      intent.last_payment_error = { type: "card_error", ...decline };
      emit("payment_intent.payment_failed", intent);
      throw new StripeRequestError({ status: 402, error: { type: "card_error", ...decline, payment_intent: structuredClone(intent) } });
    }
    succeed(intent, paymentMethod);
    return intent;
  }

  const REFUND_REASONS = ["duplicate", "fraudulent", "requested_by_customer"] as const;

  /** Stripe's refund of a succeeded PaymentIntent: the rest of it by default, never more than was received. */
  function createRefund(body: Record<string, FormValue>): FakeRefund {
    const intentId = text(body, "payment_intent");
    if (!intentId) {
      throw new StripeRequestError(
        text(body, "charge")
          ? stripeError("invalid_request_error", { message: "This fake refunds by payment_intent only.", param: "charge" })
          : stripeError("invalid_request_error", { code: "parameter_missing", message: "One of the following params should be provided for this request: payment_intent or charge.", param: "payment_intent" }),
      );
    }
    const intent = paymentIntents.get(intentId);
    if (!intent) throw new StripeRequestError(noSuch("payment_intent", intentId));
    if (intent.status !== "succeeded" || !intent.latest_charge) {
      throw new StripeRequestError(
        stripeError("invalid_request_error", { code: "charge_not_refundable", message: `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, param: "payment_intent" }),
      );
    }
    const alreadyRefunded = [...refunds.values()].filter((refund) => refund.payment_intent === intent.id && refund.status !== "failed" && refund.status !== "canceled").reduce((sum, refund) => sum + refund.amount, 0);
    const remaining = intent.amount_received - alreadyRefunded;
    if (remaining <= 0) {
      throw new StripeRequestError(stripeError("invalid_request_error", { code: "charge_already_refunded", message: `Charge ${intent.latest_charge} has already been refunded.` }));
    }
    const requested = text(body, "amount");
    const amount = requested === undefined ? remaining : integer(requested, "amount");
    if (amount <= 0 || amount > remaining) {
      throw new StripeRequestError(
        stripeError("invalid_request_error", { code: "amount_too_large", message: `Refund amount (£${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (£${(remaining / 100).toFixed(2)})`, param: "amount" }),
      );
    }
    const reason = text(body, "reason");
    if (reason !== undefined && !(REFUND_REASONS as readonly string[]).includes(reason)) {
      throw new StripeRequestError(stripeError("invalid_request_error", { code: "parameter_invalid", message: `Invalid reason: must be one of ${REFUND_REASONS.join(", ")}`, param: "reason" }));
    }
    const refund: FakeRefund = {
      id: stripeId("re"),
      object: "refund",
      amount,
      charge: intent.latest_charge,
      created: unixNow(),
      currency: intent.currency,
      metadata: stringRecord(body.metadata),
      payment_intent: intent.id,
      reason: (reason as FakeRefund["reason"] | undefined) ?? null,
      // Card refunds in test mode succeed at once.
      status: "succeeded",
    };
    refunds.set(refund.id, refund);
    return refund;
  }

  /** The /v1 API: answers [status, body]. */
  function api(method: string, path: string, body: Record<string, FormValue>, query: URLSearchParams): [number, unknown] {
    const route = `${method} ${path.replace(/\/(cs|pi|re)_[A-Za-z0-9_]+/g, "/:id")}`;
    const id = /\/((?:cs|pi|re)_[A-Za-z0-9_]+)/.exec(path)?.[1] ?? "";
    switch (route) {
      case "POST /v1/checkout/sessions":
        return [200, createCheckoutSession(body)];
      case "GET /v1/checkout/sessions/:id": {
        const session = sessions.get(id);
        if (!session) throw new StripeRequestError(noSuch("checkout.session", id));
        return [200, session];
      }
      case "POST /v1/checkout/sessions/:id/expire": {
        const session = sessions.get(id);
        if (!session) throw new StripeRequestError(noSuch("checkout.session", id));
        if (session.status !== "open") {
          throw new StripeRequestError(stripeError("invalid_request_error", { code: "checkout_session_unexpected_state", message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".` }));
        }
        session.status = "expired";
        session.url = null;
        emit("checkout.session.expired", session);
        return [200, session];
      }
      case "POST /v1/payment_intents": {
        const amount = integer(text(body, "amount"), "amount");
        const currency = text(body, "currency");
        if (!currency) throw new StripeRequestError(missingParam("currency"));
        if (amount < 30) {
          throw new StripeRequestError(stripeError("invalid_request_error", { code: "amount_too_small", message: "Amount must be at least £0.30 gbp", param: "amount" }));
        }
        const intent = newPaymentIntent(amount, currency.toLowerCase(), stringRecord(body.metadata), {
          receipt_email: text(body, "receipt_email") ?? null,
          description: text(body, "description") ?? null,
        });
        if (text(body, "confirm") === "true") confirmIntent(intent, body);
        return [200, intent];
      }
      case "GET /v1/payment_intents/:id": {
        const intent = paymentIntents.get(id);
        if (!intent) throw new StripeRequestError(noSuch("payment_intent", id));
        const secret = query.get("client_secret");
        if (secret !== null && secret !== intent.client_secret) throw new StripeRequestError(noSuch("payment_intent", id));
        return [200, intent];
      }
      case "POST /v1/payment_intents/:id/confirm": {
        const intent = paymentIntents.get(id);
        if (!intent) throw new StripeRequestError(noSuch("payment_intent", id));
        return [200, confirmIntent(intent, body)];
      }
      case "POST /v1/payment_intents/:id/cancel": {
        const intent = paymentIntents.get(id);
        if (!intent) throw new StripeRequestError(noSuch("payment_intent", id));
        if (intent.status === "succeeded" || intent.status === "canceled") {
          throw new StripeRequestError(
            stripeError("invalid_request_error", {
              code: "payment_intent_unexpected_state",
              message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
            }),
          );
        }
        intent.status = "canceled";
        emit("payment_intent.canceled", intent);
        return [200, intent];
      }
      case "POST /v1/refunds":
        return [200, createRefund(body)];
      case "GET /v1/refunds/:id": {
        const refund = refunds.get(id);
        if (!refund) throw new StripeRequestError(noSuch("refund", id));
        return [200, refund];
      }
      default:
        throw new StripeRequestError({
          status: 404,
          error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.` },
        });
    }
  }

  /** The publishable key may only read or confirm a PaymentIntent it holds the client secret of (as Stripe.js does). */
  function publishableKeyAllowed(method: string, path: string, body: Record<string, FormValue>, query: URLSearchParams): boolean {
    const id = /^\/v1\/payment_intents\/(pi_[A-Za-z0-9_]+)(\/confirm)?$/.exec(path);
    if (!id?.[1]) return false;
    const secret = method === "GET" ? query.get("client_secret") : text(body, "client_secret");
    return secret !== null && secret !== undefined && paymentIntents.get(id[1])?.client_secret === secret;
  }

  async function handleApi(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const raw = request.method === "GET" ? url.search.slice(1) : await readBody(request);
    const body = parseFormBody(raw);
    const method = request.method ?? "GET";
    const idempotencyKey = typeof request.headers["idempotency-key"] === "string" ? request.headers["idempotency-key"] : undefined;
    const received: FakeStripeRequest = { method, path: url.pathname, idempotencyKey, body };
    requests.push(received);
    handle.onRequest?.(received);

    const key = bearerKey(request);
    if (key !== secretKey && !(key === publishableKey && publishableKeyAllowed(method, url.pathname, body, url.searchParams))) {
      const message = key ? `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}` : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').";
      send(response, 401, { error: { type: "invalid_request_error", message } });
      return;
    }

    const sent = decodeURIComponent(raw.replace(/\+/g, " "));
    const failureIndex = failures.findIndex(({ details }) => details.whenBodyContains === undefined || sent.includes(details.whenBodyContains));
    const failure = failures[failureIndex];
    if (failure) {
      failure.details.times = (failure.details.times ?? 1) - 1;
      if (failure.details.times <= 0) failures.splice(failureIndex, 1);
      if (failure.type === "api_connection_error") {
        request.socket.destroy();
        return;
      }
      const { times: _times, whenBodyContains: _only, ...details } = failure.details;
      const injected = stripeError(failure.type, details);
      // Injected outages say "do not retry", so one failNext is one failed call.
      send(response, injected.status, { error: injected.error }, { "stripe-should-retry": "false" });
      return;
    }

    const fingerprint = `${method} ${url.pathname} ${raw}`;
    if (method === "POST" && idempotencyKey) {
      const earlier = idempotency.get(idempotencyKey);
      if (earlier && earlier.fingerprint !== fingerprint) {
        send(response, 400, {
          error: {
            type: "idempotency_error",
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          },
        });
        return;
      }
      if (earlier) {
        send(response, earlier.status, earlier.body, { "idempotent-replayed": "true", "idempotency-key": idempotencyKey });
        return;
      }
    }

    let status: number;
    let answer: unknown;
    try {
      [status, answer] = api(method, url.pathname, body, url.searchParams);
    } catch (error) {
      if (!(error instanceof StripeRequestError)) throw error;
      status = error.answer.status;
      answer = { error: error.answer.error };
    }
    // Stripe keeps the first answer to a key, errors included, and replays it.
    if (method === "POST" && idempotencyKey) idempotency.set(idempotencyKey, { fingerprint, status, body: answer });
    send(response, status, answer, idempotencyKey ? { "idempotency-key": idempotencyKey } : {});
  }

  function sendHtml(response: ServerResponse, status: number, page: string): void {
    response.writeHead(status, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    response.end(page);
  }

  async function handleHostedPage(request: IncomingMessage, response: ServerResponse, sessionId: string): Promise<void> {
    const session = sessions.get(sessionId);
    if (!session || session.status !== "open") {
      sendHtml(response, 404, "<!doctype html><title>Checkout</title><h1>Something went wrong</h1><p>The page you were looking for could not be found.</p>");
      return;
    }
    const productName = productNames.get(sessionId) ?? PRODUCT_NAME_FALLBACK;
    if (request.method !== "POST") {
      sendHtml(response, 200, hostedCheckoutPage(session, productName));
      return;
    }
    const form = new URLSearchParams(await readBody(request));
    const result = payCheckout(session, form.get("cardNumber") ?? "");
    if ("declined" in result) {
      sendHtml(response, 200, hostedCheckoutPage(session, productName, result.declined));
      return;
    }
    response.writeHead(303, { location: result.redirectUrl });
    response.end();
  }

  async function handleControl(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const raw = await readBody(request);
    const input = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
    const action = url.pathname.slice("/_control/".length);
    if (action === "fail-next" && typeof input.type === "string") {
      handle.failNext(input.type, input);
      send(response, 200, { ok: true });
    } else if (action === "deliver" && typeof input.eventId === "string") {
      send(response, 200, { statuses: await handle.deliver(input.eventId, input) });
    } else if (action === "events") {
      send(response, 200, { events, deliveries });
    } else if (action === "reset") {
      handle.reset();
      send(response, 200, { ok: true });
    } else {
      send(response, 404, { error: "unknown control action" });
    }
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const work = url.pathname.startsWith("/v1/")
      ? handleApi(request, response, url)
      : url.pathname.startsWith("/pay/")
        ? handleHostedPage(request, response, url.pathname.slice("/pay/".length))
        : url.pathname.startsWith("/_control/")
          ? handleControl(request, response, url)
          : Promise.resolve(url.pathname === "/health" ? send(response, 200, { status: "ok" }) : send(response, 404, { error: "not found" }));
    work.catch((error: unknown) => {
      if (!response.headersSent) send(response, 500, { error: { type: "api_error", message: String(error) } });
    });
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const handle: FakeStripe = {
    baseUrl,
    secretKey,
    publishableKey,
    webhookSecret,
    webhookUrl: options.webhookUrl,
    autoDeliver: options.autoDeliver ?? true,
    sessions,
    paymentIntents,
    refunds,
    events,
    requests,
    deliveries,
    onRequest: undefined,
    failNext(type, details = {}) {
      failures.push({ type, details: { ...details } });
    },
    async payCheckoutSession(sessionId, cardNumber = TEST_CARDS.visa) {
      const session = sessions.get(sessionId);
      if (!session || session.status !== "open") throw new Error(`fake Stripe: no open session ${sessionId}`);
      return payCheckout(session, cardNumber);
    },
    succeedPaymentIntent(paymentIntentId) {
      const intent = paymentIntents.get(paymentIntentId);
      if (!intent) throw new Error(`fake Stripe: no PaymentIntent ${paymentIntentId}`);
      succeed(intent, "pm_card_visa");
      return intent;
    },
    async deliver(eventId, delivery = {}) {
      const event = events.find((candidate) => candidate.id === eventId);
      if (!event) throw new Error(`fake Stripe: no event ${eventId}`);
      const times = delivery.times ?? 1;
      if (delivery.concurrently ?? true) return Promise.all(Array.from({ length: times }, () => post(event, delivery)));
      const statuses: number[] = [];
      for (let index = 0; index < times; index += 1) statuses.push(await post(event, delivery));
      return statuses;
    },
    eventsFor(objectId) {
      return events.filter((event) => event.data.object.id === objectId);
    },
    async settled() {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
    reset() {
      cancelRetries();
      handle.onRequest = undefined;
      sessions.clear();
      paymentIntents.clear();
      refunds.clear();
      productNames.clear();
      paymentIntentMetadata.clear();
      events.length = 0;
      requests.length = 0;
      deliveries.length = 0;
      idempotency.clear();
      failures.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        cancelRetries();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return handle;
}
