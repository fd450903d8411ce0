import { describe, expect, it } from "vitest";
import { ADDON_RECEIPT_DETAILS_WINDOW_MS } from "../../../src/server/services/addons/addon-receipt.ts";
import { ERROR_MESSAGES } from "../../../src/shared/api/error-catalogue.ts";
import { addonBookingPayload } from "../../factories/addons.ts";
import { useAppWithStripe } from "../helpers/use-app-with-stripe.ts";

const RECEIPT_KEYS = ["id", "paymentStatus", "personalDetails", "reference", "referenceQrSvg"];

/**
 * The success page's lookup (ADR 036): the Stripe id in its address is no key to
 * the guest's name, e-mail, phone and pets. Only the browser that started the payment (its receipt
 * cookie) sees them, for an hour after payment; everyone sees the status and reference; every
 * client has a budget of lookups.
 */
describe("the success page's lookup: personal details for the paying browser only, and a budget per client", () => {
  const t = useAppWithStripe();

  /** A card checkout started and paid, as the guest's browser does it: the receipt cookie it was given. */
  async function paidCheckout() {
    const payload = addonBookingPayload();
    const started = await t.app.inject({ method: "POST", url: "/api/addon-bookings/create-session", headers: { "content-type": "application/json" }, payload: JSON.stringify(payload) });
    const { sessionId, reference } = started.json<{ data: { sessionId: string; reference: string } }>().data;
    await t.stripe.payCheckoutSession(sessionId);
    await t.stripe.settled();
    return { payload, sessionId, reference, cookies: started.cookies };
  }

  const lookup = (sessionId: string, cookies: Record<string, string> = {}, remoteAddress = "203.0.113.10") =>
    t.app.inject({ method: "GET", url: `/api/addon-bookings/session/${sessionId}`, cookies, remoteAddress });

  const dataOf = (response: { json: <T>() => T }) => response.json<{ data: Record<string, unknown> }>().data;

  it("gives the paying browser an HttpOnly, SameSite=Lax receipt cookie for the calls only, whose value the booking keeps only as a hash", async () => {
    const { cookies, reference } = await paidCheckout();
    expect(cookies.map(({ name, path, httpOnly, sameSite, maxAge }) => ({ name, path, httpOnly, sameSite, maxAge }))).toEqual([
      { name: "addon_receipt", path: "/api/", httpOnly: true, sameSite: "Lax", maxAge: 86_400 },
      { name: "addon_receipt", path: "/trpc/", httpOnly: true, sameSite: "Lax", maxAge: 86_400 },
    ]);
    const [api, trpc] = cookies;
    expect(api?.value).toMatch(/^[\w-]{43}$/);
    expect(trpc?.value).toBe(api?.value);
    const stored = await t.db.prisma.addonBooking.findUniqueOrThrow({ where: { reference }, select: { receiptTokenHash: true } });
    expect(stored.receiptTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.receiptTokenHash).not.toContain(api?.value ?? "none");
  });

  it("shows the paying browser the guest's details; a caller without the cookie, or with another, gets the status and reference only", async () => {
    const { payload, sessionId, reference, cookies } = await paidCheckout();
    const receipt = { addon_receipt: cookies[0]?.value ?? "" };

    const payer = dataOf(await lookup(sessionId, receipt));
    expect(payer).toMatchObject({ personalDetails: "shown", reference, paymentStatus: "succeeded", guestName: payload.guestName, guestEmail: payload.guestEmail, guestPhone: "+447700900123" });

    for (const stranger of [{}, { addon_receipt: "x".repeat(43) }] as Record<string, string>[]) {
      const answer = await lookup(sessionId, stranger);
      expect(answer.statusCode).toBe(200);
      const data = dataOf(answer);
      expect(Object.keys(data).sort()).toEqual(RECEIPT_KEYS);
      expect(data).toMatchObject({ personalDetails: "withheld", reference, paymentStatus: "succeeded" });
      for (const personal of [payload.guestName, payload.guestEmail, "7700900123", "Biscuit", payload.bookingConfirmationId]) expect(answer.body).not.toContain(personal);
    }
  });

  it("stops showing the details to the paying browser an hour after payment", async () => {
    const { sessionId, reference, cookies } = await paidCheckout();
    const receipt = { addon_receipt: cookies[0]?.value ?? "" };
    const paidAt = new Date(Date.now() - ADDON_RECEIPT_DETAILS_WINDOW_MS - 60_000);
    await t.db.prisma.addonBooking.update({ where: { reference }, data: { paidAt }, select: { id: true } });
    const later = await lookup(sessionId, receipt);
    expect(Object.keys(dataOf(later)).sort()).toEqual(RECEIPT_KEYS);
    expect(dataOf(later)).toMatchObject({ personalDetails: "withheld", reference, paymentStatus: "succeeded" });
  });

  it("gives the wallet path's browser its receipt cookie with the PaymentIntent", async () => {
    t.stripe.autoDeliver = false;
    const started = await t.app.inject({ method: "POST", url: "/api/addon-bookings/create-payment-intent", headers: { "content-type": "application/json" }, payload: JSON.stringify(addonBookingPayload()) });
    expect(started.statusCode).toBe(200);
    const { paymentIntentId } = started.json<{ data: { paymentIntentId: string } }>().data;
    expect(started.cookies.map((cookie) => cookie.path)).toEqual(["/api/", "/trpc/"]);
    const pending = dataOf(await lookup(paymentIntentId, { addon_receipt: started.cookies[0]?.value ?? "" }));
    expect(pending).toMatchObject({ personalDetails: "shown", paymentStatus: "pending" });
  });

  it("answers 429 past a client's budget of lookups, found or not, counting an IPv6 /64 as one client", async () => {
    const { sessionId } = await paidCheckout();
    const { max } = t.app.rateLimitTiers.bookingLookup;
    const statuses: number[] = [];
    for (let call = 0; call < max; call += 1) {
      // Half the budget spent on ids of no booking, from two addresses of one /64.
      const id = call % 2 ? sessionId : `cs_test_guess_${call}`;
      statuses.push((await lookup(id, {}, call % 2 ? "2001:db8:1:2::a" : "2001:db8:1:2::b")).statusCode);
    }
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    const refused = await lookup(sessionId, {}, "2001:db8:1:2::c");
    expect({ status: refused.statusCode, body: refused.json<unknown>() }).toEqual({ status: 429, body: { success: false, error: ERROR_MESSAGES.TOO_MANY_REQUESTS } });
    expect((await lookup(sessionId, {}, "2001:db8:1:3::c")).statusCode).toBe(200);
  });
});
