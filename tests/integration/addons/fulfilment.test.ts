import { describe, expect, it } from "vitest";
import { addonBookingPayload } from "../../factories/addons.ts";
import { useAppWithStripe } from "../helpers/use-app-with-stripe.ts";

const NOT_FOUND = "We could not find your booking details. Please contact us if you need assistance.";

/**
 * Exactly-once fulfilment (ADR 019): whatever arrives twice, concurrently or out of
 * order, a paid booking is marked succeeded once with one confirmation and one staff notice.
 */
describe("fulfilment of a paid add-on: webhook and success page through one function", () => {
  const t = useAppWithStripe();

  /** A pending card booking whose Stripe session the guest has paid; webhooks held back. */
  async function paidSession(): Promise<{ sessionId: string; reference: string }> {
    t.stripe.autoDeliver = false;
    const response = await t.app.inject({
      method: "POST",
      url: "/api/addon-bookings/create-session",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(addonBookingPayload()),
    });
    const { data } = response.json<{ data: { sessionId: string; reference: string } }>();
    await t.stripe.payCheckoutSession(data.sessionId);
    return data;
  }

  const eventOf = (type: string, objectId: string) => {
    const event = t.stripe.events.find((candidate) => candidate.type === type && candidate.data.object.id === objectId);
    if (!event) throw new Error(`no ${type} event for ${objectId}`);
    return event;
  };

  const paymentIntentOf = (sessionId: string) => t.stripe.sessions.get(sessionId)?.payment_intent ?? "";

  const state = async (reference: string) => ({
    booking: await t.db.prisma.addonBooking.findUnique({ where: { reference }, select: { paymentStatus: true } }),
    mail: (await t.db.prisma.outboxMessage.findMany({ select: { kind: true }, orderBy: { kind: "asc" } })).map((message) => message.kind),
    events: await t.db.prisma.stripeEvent.count(),
  });

  const PAID_ONCE = { booking: { paymentStatus: "succeeded" }, mail: ["addon_confirmation", "addon_staff_notice"] };

  it("the same checkout.session.completed delivered 5 times concurrently pays once: one confirmation, one staff notice", async () => {
    const { sessionId, reference } = await paidSession();
    const statuses = await t.stripe.deliver(eventOf("checkout.session.completed", sessionId).id, { times: 5, concurrently: true });
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect(await state(reference)).toEqual({ ...PAID_ONCE, events: 1 });
  });

  it("both events five times each, all at once, with the success page read among them: still once", async () => {
    const { sessionId, reference } = await paidSession();
    const completed = eventOf("checkout.session.completed", sessionId).id;
    const succeeded = eventOf("payment_intent.succeeded", paymentIntentOf(sessionId)).id;
    const [a, b, ...reads] = await Promise.all([
      t.stripe.deliver(completed, { times: 5 }),
      t.stripe.deliver(succeeded, { times: 5 }),
      ...Array.from({ length: 3 }, () => t.app.inject({ method: "GET", url: `/api/addon-bookings/session/${sessionId}` })),
    ]);
    expect([...a, ...b].every((status) => status === 200)).toBe(true);
    expect(reads.map((read) => read.statusCode)).toEqual([200, 200, 200]);
    expect(await state(reference)).toEqual({ ...PAID_ONCE, events: 2 });
  });

  it("events out of order (the PaymentIntent's after the session's, then a replay of the first) pay once", async () => {
    const { sessionId, reference } = await paidSession();
    const completed = eventOf("checkout.session.completed", sessionId).id;
    const succeeded = eventOf("payment_intent.succeeded", paymentIntentOf(sessionId)).id;
    expect(await t.stripe.deliver(succeeded)).toEqual([200]);
    expect(await t.stripe.deliver(completed)).toEqual([200]);
    expect(await t.stripe.deliver(succeeded, { times: 2, concurrently: false })).toEqual([200, 200]);
    expect(await state(reference)).toEqual({ ...PAID_ONCE, events: 2 });
  });

  it("the success page read before any webhook fulfils (Stripe says paid); the late webhook changes nothing", async () => {
    const { sessionId, reference } = await paidSession();
    const read = await t.app.inject({ method: "GET", url: `/api/bookings/session/${sessionId}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ success: true, data: { reference, paymentStatus: "succeeded" } });
    expect(await t.stripe.deliver(eventOf("checkout.session.completed", sessionId).id)).toEqual([200]);
    expect(await state(reference)).toEqual({ ...PAID_ONCE, events: 1 });
  });

  it("the success page reports pending honestly while Stripe has not been paid", async () => {
    t.stripe.autoDeliver = false;
    const response = await t.app.inject({
      method: "POST",
      url: "/api/addon-bookings/create-session",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(addonBookingPayload()),
    });
    const { sessionId, reference } = response.json<{ data: { sessionId: string; reference: string } }>().data;
    const read = await t.app.inject({ method: "GET", url: `/api/addon-bookings/session/${sessionId}` });
    expect(read.json()).toMatchObject({ success: true, data: { reference, paymentStatus: "pending" } });
    expect(await state(reference)).toEqual({ booking: { paymentStatus: "pending" }, mail: [], events: 0 });
  });

  it("a bad signature or a timestamp older than 300 s is refused with 400, and nothing changes", async () => {
    const { sessionId, reference } = await paidSession();
    const event = eventOf("checkout.session.completed", sessionId).id;
    expect(await t.stripe.deliver(event, { secret: "whsec_not_the_right_secret" })).toEqual([400]);
    expect(await t.stripe.deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 301 })).toEqual([400]);
    const unsigned = await fetch(`${t.appUrl}/api/stripe/webhook`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(unsigned.status).toBe(400);
    expect(await unsigned.json()).toEqual({ success: false, error: "Invalid Stripe signature" });
    expect(await state(reference)).toEqual({ booking: { paymentStatus: "pending" }, mail: [], events: 0 });
  });

  it("a session for another amount or another currency than the booking's changes nothing", async () => {
    for (const tamper of [{ amount_total: 1000 }, { currency: "eur" }]) {
      const { sessionId, reference } = await paidSession();
      Object.assign(t.stripe.sessions.get(sessionId) ?? {}, tamper);
      expect(await t.stripe.deliver(eventOf("checkout.session.completed", sessionId).id)).toEqual([200]);
      const read = await t.app.inject({ method: "GET", url: `/api/addon-bookings/session/${sessionId}` });
      expect(read.json()).toMatchObject({ data: { paymentStatus: "pending" } });
      expect((await state(reference)).booking).toEqual({ paymentStatus: "pending" });
    }
    expect(await t.db.prisma.outboxMessage.count()).toBe(0);
  });

  it("an event for a deleted booking, or a session the app never made, changes nothing and is acknowledged", async () => {
    const { sessionId, reference } = await paidSession();
    await t.db.prisma.addonBooking.delete({ where: { reference } });
    expect(await t.stripe.deliver(eventOf("checkout.session.completed", sessionId).id)).toEqual([200]);
    expect(await t.db.prisma.addonBooking.count()).toBe(0);
    expect(await t.db.prisma.outboxMessage.count()).toBe(0);

    const unknown = await t.app.inject({ method: "GET", url: `/api/addon-bookings/session/${sessionId}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, error: NOT_FOUND });
    for (const id of ["cs_test_never_made_by_the_app", "pi_test_never_made_by_the_app", "not-a-stripe-id"]) {
      const never = await t.app.inject({ method: "GET", url: `/api/bookings/session/${id}` });
      expect(never.statusCode).toBe(404);
      expect(never.json()).toEqual({ success: false, error: NOT_FOUND });
    }
  });

  it("an expired session marks the booking failed and sends nothing", async () => {
    t.stripe.autoDeliver = false;
    const response = await t.app.inject({
      method: "POST",
      url: "/api/addon-bookings/create-session",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(addonBookingPayload()),
    });
    const { sessionId, reference } = response.json<{ data: { sessionId: string; reference: string } }>().data;
    const expire = await fetch(`${t.stripe.baseUrl}/v1/checkout/sessions/${sessionId}/expire`, {
      method: "POST",
      headers: { authorization: `Bearer ${t.stripe.secretKey}` },
    });
    expect(expire.status).toBe(200);
    expect(await t.stripe.deliver(eventOf("checkout.session.expired", sessionId).id)).toEqual([200]);
    expect(await state(reference)).toEqual({ booking: { paymentStatus: "failed" }, mail: [], events: 1 });
  });
});
