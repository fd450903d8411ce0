import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { PAYMENT_ERROR_MESSAGES } from "../../../src/shared/addons/payment-errors.ts";
import { addonBookingPayload } from "../../factories/addons.ts";
import { callerOf } from "../helpers/app-caller.ts";
import { useAppWithStripe } from "../helpers/use-app-with-stripe.ts";
import { useTestApp } from "../helpers/use-test-app.ts";

const json = { "content-type": "application/json" };

describe("add-on payment calls: the server's price, Stripe's errors as the catalogue's codes, the wallet path", () => {
  const t = useAppWithStripe();

  const post = (url: string, payload: unknown) => t.app.inject({ method: "POST", url, headers: json, payload: JSON.stringify(payload) });
  const stripeCalls = (path: string) => t.stripe.requests.filter((request) => request.path === path).length;

  describe("a quoted figure that differs from the server's price is refused before Stripe is asked", () => {
    const pets = addonBookingPayload().petAddon;
    it.each([
      ["a lower total", { totalAmount: 4 }],
      ["a total off by a penny", { totalAmount: 39.99 }],
      ["a lower subtotal", { petAddon: { ...pets, subtotal: 20 } }],
      ["another number of nights", { numberOfNights: 1 }],
    ])("%s: 400 AMOUNT_MISMATCH, no booking, no Stripe call", async (_case, tamper) => {
      for (const url of ["/api/addon-bookings/create-session", "/api/checkout/create-session", "/api/addon-bookings/create-payment-intent"]) {
        const response = await post(url, addonBookingPayload(tamper));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ success: false, error: PAYMENT_ERROR_MESSAGES.AMOUNT_MISMATCH, reason: "AMOUNT_MISMATCH" });
      }
      expect(t.stripe.requests).toEqual([]);
      expect(await t.db.prisma.addonBooking.count()).toBe(0);
    });

    it("the right figures in pounds (40, 40.00) go through; none at all too", async () => {
      expect((await post("/api/addon-bookings/create-session", addonBookingPayload({ totalAmount: 40.0 }))).statusCode).toBe(200);
      const { totalAmount: _total, numberOfNights: _nights, ...bare } = addonBookingPayload();
      expect((await post("/api/addon-bookings/create-session", { ...bare, petAddon: { ...bare.petAddon, subtotal: undefined } })).statusCode).toBe(200);
      expect([...t.stripe.sessions.values()].map((session) => session.amount_total)).toEqual([4000, 4000]);
    });
  });

  describe("each Stripe error type answers its catalogue code and message; the pending booking is removed", () => {
    it.each([
      ["rate_limit_error", 429, "PAYMENT_RATE_LIMITED", PAYMENT_ERROR_MESSAGES.PAYMENT_RATE_LIMITED],
      ["api_error", 503, "PAYMENT_API_ERROR", PAYMENT_ERROR_MESSAGES.PAYMENT_API_ERROR],
      ["authentication_error", 503, "PAYMENT_AUTHENTICATION_ERROR", PAYMENT_ERROR_MESSAGES.PAYMENT_AUTHENTICATION_ERROR],
      ["invalid_request_error", 400, "PAYMENT_INVALID_REQUEST", PAYMENT_ERROR_MESSAGES.PAYMENT_INVALID_REQUEST],
      ["idempotency_error", 400, "PAYMENT_INVALID_REQUEST", PAYMENT_ERROR_MESSAGES.PAYMENT_INVALID_REQUEST],
      ["card_error", 400, "PAYMENT_FAILED", "Your card was declined."],
    ])("%s -> %i %s", async (type, status, reason, message) => {
      t.stripe.failNext(type);
      const response = await post("/api/addon-bookings/create-session", addonBookingPayload());
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ success: false, error: message, reason });
      expect(stripeCalls("/v1/checkout/sessions")).toBe(1);
      expect(await t.db.prisma.addonBooking.count()).toBe(0);
    });

    it("a dropped connection (retried by the SDK, then given up) -> 503 PAYMENT_CONNECTION_ERROR", async () => {
      t.stripe.failNext("api_connection_error", { times: 3 });
      const response = await post("/api/addon-bookings/create-payment-intent", addonBookingPayload());
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ success: false, error: PAYMENT_ERROR_MESSAGES.PAYMENT_CONNECTION_ERROR, reason: "PAYMENT_CONNECTION_ERROR" });
      expect(stripeCalls("/v1/payment_intents")).toBe(3);
      // Every try carried the same key, so Stripe could never have made two intents.
      expect(new Set(t.stripe.requests.map((request) => request.idempotencyKey)).size).toBe(1);
      expect(await t.db.prisma.addonBooking.count()).toBe(0);
    }, 20_000);

    it("tRPC callers get the same code in the error's cause and data.reason", async () => {
      t.stripe.failNext("rate_limit_error");
      const caller = callerOf(t.app);
      await expect(caller.addons.createCheckoutSession(addonBookingPayload())).rejects.toMatchObject({
        code: "TOO_MANY_REQUESTS",
        message: PAYMENT_ERROR_MESSAGES.PAYMENT_RATE_LIMITED,
        cause: { reason: "PAYMENT_RATE_LIMITED" },
      });
      t.stripe.failNext("api_error");
      const response = await t.app.inject({ method: "POST", url: "/trpc/addons.createCheckoutSession", headers: json, payload: JSON.stringify(addonBookingPayload()) });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ error: { message: PAYMENT_ERROR_MESSAGES.PAYMENT_API_ERROR, data: { reason: "PAYMENT_API_ERROR" } } });
    });
  });

  describe("the fake speaks Stripe's protocol", () => {
    it("an Idempotency-Key replay returns the first answer; its reuse with other parameters is a 400 idempotency_error", async () => {
      const stripe = new Stripe(t.stripe.secretKey, { host: "127.0.0.1", port: Number(new URL(t.stripe.baseUrl).port), protocol: "http", maxNetworkRetries: 0 });
      const first = await stripe.paymentIntents.create({ amount: 2000, currency: "gbp" }, { idempotencyKey: "key-1" });
      const again = await stripe.paymentIntents.create({ amount: 2000, currency: "gbp" }, { idempotencyKey: "key-1" });
      expect(again.id).toBe(first.id);
      await expect(stripe.paymentIntents.create({ amount: 3000, currency: "gbp" }, { idempotencyKey: "key-1" })).rejects.toMatchObject({
        type: "StripeIdempotencyError",
        rawType: "idempotency_error",
        statusCode: 400,
      });
      await expect(new Stripe("sk_test_wrong", { host: "127.0.0.1", port: Number(new URL(t.stripe.baseUrl).port), protocol: "http" }).paymentIntents.retrieve(first.id)).rejects.toMatchObject({
        type: "StripeAuthenticationError",
        statusCode: 401,
      });
      await expect(stripe.checkout.sessions.retrieve("cs_test_missing")).rejects.toMatchObject({ type: "StripeInvalidRequestError", code: "resource_missing", statusCode: 404 });
    });

    it("the hosted page declines 4000 0000 0000 0002 and stays; 4242… pays and redirects to success_url with the session id", async () => {
      const { data } = (await post("/api/addon-bookings/create-session", addonBookingPayload())).json<{ data: { checkoutUrl: string; sessionId: string } }>();
      const page = await fetch(data.checkoutUrl);
      expect(await page.text()).toContain("£40.00");
      const declined = await fetch(data.checkoutUrl, { method: "POST", body: new URLSearchParams({ cardNumber: "4000 0000 0000 0002" }), redirect: "manual" });
      expect(declined.status).toBe(200);
      expect(await declined.text()).toContain("Your card was declined.");
      const paid = await fetch(data.checkoutUrl, { method: "POST", body: new URLSearchParams({ cardNumber: "4242 4242 4242 4242" }), redirect: "manual" });
      expect(paid.status).toBe(303);
      expect(paid.headers.get("location")).toBe(`http://localhost:3000/book-addons/success?session_id=${data.sessionId}`);
    });
  });

  describe("the wallet path: a PaymentIntent for the server's price, then the booking submitted with its id", () => {
    async function intent(payload = addonBookingPayload()) {
      const response = await post("/api/addon-bookings/create-payment-intent", payload);
      expect(response.statusCode).toBe(200);
      return { payload, ...response.json<{ data: { clientSecret: string; paymentIntentId: string; reference: string } }>().data };
    }

    it("stores a pending wallet booking and answers the client secret", async () => {
      const { clientSecret, paymentIntentId, reference } = await intent();
      expect(clientSecret).toMatch(new RegExp(`^${paymentIntentId}_secret_`));
      expect(t.stripe.paymentIntents.get(paymentIntentId)).toMatchObject({ amount: 4000, currency: "gbp", metadata: { reference } });
      const stored = await t.db.prisma.addonBooking.findUniqueOrThrow({ where: { reference }, select: { paymentMethod: true, paymentStatus: true, stripePaymentIntentId: true } });
      expect(stored).toEqual({ paymentMethod: "wallet", paymentStatus: "pending", stripePaymentIntentId: paymentIntentId });
    });

    it("a succeeded intent is verified with Stripe and fulfilled: the answer points at the success page", async () => {
      t.stripe.autoDeliver = false;
      const { payload, paymentIntentId, reference } = await intent();
      t.stripe.succeedPaymentIntent(paymentIntentId);
      const response = await post("/api/addon-bookings/create-session", { ...payload, paymentIntentId });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        data: { checkoutUrl: `/book-addons/success?session_id=${paymentIntentId}`, sessionId: paymentIntentId, reference },
      });
      const read = await t.app.inject({ method: "GET", url: `/api/addon-bookings/session/${paymentIntentId}` });
      expect(read.json()).toMatchObject({ data: { reference, paymentStatus: "succeeded" } });
      expect(await t.db.prisma.outboxMessage.count()).toBe(2);
      expect(await t.stripe.deliver(t.stripe.eventsFor(paymentIntentId)[0]?.id ?? "", { times: 3 })).toEqual([200, 200, 200]);
      expect(await t.db.prisma.outboxMessage.count()).toBe(2);
    });

    it("confirmed through the SDK as Stripe.js would: a declined card leaves it unpaid, a good one pays", async () => {
      t.stripe.autoDeliver = false;
      const { payload, paymentIntentId, clientSecret, reference } = await intent();
      const port = Number(new URL(t.stripe.baseUrl).port);
      const browser = new Stripe(t.stripe.publishableKey, { host: "127.0.0.1", port, protocol: "http", maxNetworkRetries: 0 });
      await expect(browser.paymentIntents.confirm(paymentIntentId, { payment_method: "pm_card_chargeDeclined", client_secret: clientSecret } as Stripe.PaymentIntentConfirmParams)).rejects.toMatchObject({
        type: "StripeCardError",
        code: "card_declined",
        statusCode: 402,
      });
      const declined = await post("/api/addon-bookings/create-session", { ...payload, paymentIntentId });
      expect(declined.json()).toMatchObject({ success: false, reason: "PAYMENT_FAILED" });
      expect(await t.db.prisma.addonBooking.findUnique({ where: { reference }, select: { paymentStatus: true } })).toEqual({ paymentStatus: "failed" });

      const confirmed = await browser.paymentIntents.confirm(paymentIntentId, { payment_method: "pm_card_visa", client_secret: clientSecret } as Stripe.PaymentIntentConfirmParams);
      expect(confirmed.status).toBe("succeeded");
      expect((await post("/api/addon-bookings/create-session", { ...payload, paymentIntentId })).statusCode).toBe(200);
      expect(await t.db.prisma.addonBooking.findUnique({ where: { reference }, select: { paymentStatus: true } })).toEqual({ paymentStatus: "succeeded" });
      expect(await t.db.prisma.outboxMessage.count()).toBe(2);
    });

    it("an intent not (yet) paid is refused with PAYMENT_FAILED and nothing is sent", async () => {
      const { payload, paymentIntentId, reference } = await intent();
      const response = await post("/api/addon-bookings/create-session", { ...payload, paymentIntentId });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: PAYMENT_ERROR_MESSAGES.PAYMENT_FAILED, reason: "PAYMENT_FAILED" });
      expect(await t.db.prisma.addonBooking.findUnique({ where: { reference }, select: { paymentStatus: true } })).toEqual({ paymentStatus: "pending" });
      expect(await t.db.prisma.outboxMessage.count()).toBe(0);
    });

    it("a paid intent submitted with a cheaper booking is refused (AMOUNT_MISMATCH) and not counted as paid", async () => {
      t.stripe.autoDeliver = false;
      const { payload, paymentIntentId, reference } = await intent();
      t.stripe.succeedPaymentIntent(paymentIntentId);
      const cheaper = { ...payload, totalAmount: 20, petAddon: { ...payload.petAddon, numberOfPets: 1, petDetails: [{ name: "Biscuit", type: "Dog" as const }], subtotal: 20 }, paymentIntentId };
      const response = await post("/api/addon-bookings/create-session", cheaper);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ reason: "AMOUNT_MISMATCH" });
      expect(await t.db.prisma.addonBooking.findUnique({ where: { reference }, select: { paymentStatus: true } })).toEqual({ paymentStatus: "pending" });
    });

    it("an intent Stripe holds for another amount than the booking's is never counted as paid", async () => {
      t.stripe.autoDeliver = false;
      const { payload, paymentIntentId, reference } = await intent();
      const held = t.stripe.succeedPaymentIntent(paymentIntentId);
      held.amount = 1000;
      held.amount_received = 1000;
      const response = await post("/api/addon-bookings/create-session", { ...payload, paymentIntentId });
      expect(response.statusCode).toBe(400);
      expect(await t.db.prisma.addonBooking.findUnique({ where: { reference }, select: { paymentStatus: true } })).toEqual({ paymentStatus: "pending" });
      expect(await t.db.prisma.outboxMessage.count()).toBe(0);
    });
  });
});

describe("the payment writes count against the public-write rate limit", () => {
  const t = useTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: "2" });

  it("the third write in a minute is refused with 429 before any work", async () => {
    const statuses: number[] = [];
    for (const url of ["/api/addon-bookings/create-session", "/api/checkout/create-session", "/api/addon-bookings/create-payment-intent"]) {
      statuses.push((await t.app.inject({ method: "POST", url, headers: json, payload: JSON.stringify(addonBookingPayload()) })).statusCode);
    }
    expect(statuses).toEqual([503, 503, 429]);
  });
});

describe("without Stripe keys the payment calls answer 503 PAYMENTS_UNAVAILABLE", () => {
  const t = useTestApp({ NODE_ENV: "production" });

  it.each(["/api/addon-bookings/create-session", "/api/checkout/create-session", "/api/addon-bookings/create-payment-intent"])("%s", async (url) => {
    const response = await t.app.inject({ method: "POST", url, headers: json, payload: JSON.stringify(addonBookingPayload()) });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ success: false, error: PAYMENT_ERROR_MESSAGES.PAYMENTS_UNAVAILABLE, reason: "PAYMENTS_UNAVAILABLE" });
    expect(await t.db.prisma.addonBooking.count()).toBe(0);
  });
});
