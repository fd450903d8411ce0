import { describe, expect, it } from "vitest";
import { addonBookingPayload } from "../../factories/addons.ts";
import { useAppWithStripe } from "../helpers/use-app-with-stripe.ts";

describe("the card path: a hosted Checkout Session for the server's price, paid and fulfilled once", () => {
  const t = useAppWithStripe();

  const createSession = (payload: unknown, url = "/api/addon-bookings/create-session") =>
    t.app.inject({ method: "POST", url, headers: { "content-type": "application/json" }, payload: JSON.stringify(payload) });

  it("stores a pending booking and answers Stripe's checkout URL, the session id and the reference", async () => {
    const payload = addonBookingPayload();
    const response = await createSession(payload);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { checkoutUrl: string; sessionId: string; reference: string } }>();
    expect(data.sessionId).toMatch(/^cs_test_/);
    expect(data.checkoutUrl).toBe(`${t.stripe.baseUrl}/pay/${data.sessionId}`);
    expect(data.reference).toMatch(/^PET-[34679ACDEFGHJKMNPQRTUVWXY]{6}$/);

    const session = t.stripe.sessions.get(data.sessionId);
    expect(session).toMatchObject({ amount_total: 4000, currency: "gbp", metadata: { reference: data.reference }, customer_email: payload.guestEmail });
    expect(session?.success_url).toBe("http://localhost:3000/book-addons/success?session_id={CHECKOUT_SESSION_ID}");
    const create = t.stripe.requests.find((request) => request.path === "/v1/checkout/sessions");
    expect(create?.idempotencyKey).toMatch(/^addon-checkout-[0-9a-f-]{36}$/);

    const stored = await t.db.prisma.addonBooking.findUniqueOrThrow({
      where: { reference: data.reference },
      select: { paymentStatus: true, totalAmountPence: true, stripeCheckoutSessionId: true, paymentMethod: true, numberOfNights: true },
    });
    expect(stored).toEqual({ paymentStatus: "pending", totalAmountPence: 4000, stripeCheckoutSessionId: data.sessionId, paymentMethod: "card", numberOfNights: 2 });
  });

  it("paying on the hosted page marks the booking paid via the webhook, with one confirmation and one staff notice", async () => {
    const { data } = (await createSession(addonBookingPayload())).json<{ data: { sessionId: string; reference: string } }>();
    const paid = await t.stripe.payCheckoutSession(data.sessionId);
    expect(paid).toEqual({ redirectUrl: `http://localhost:3000/book-addons/success?session_id=${data.sessionId}` });
    await t.stripe.settled();
    expect(t.stripe.deliveries.map((delivery) => delivery.status)).toEqual([200, 200]);

    const booking = await t.db.prisma.addonBooking.findUniqueOrThrow({ where: { reference: data.reference }, select: { paymentStatus: true, stripePaymentIntentId: true } });
    expect(booking.paymentStatus).toBe("succeeded");
    expect(booking.stripePaymentIntentId).toMatch(/^pi_test_/);
    const mail = await t.db.prisma.outboxMessage.findMany({ select: { kind: true, to: true }, orderBy: { kind: "asc" } });
    expect(mail.map((message) => message.kind)).toEqual(["addon_confirmation", "addon_staff_notice"]);
  });

  it("the success page's read returns the guest view, paid, to the browser that paid (its receipt cookie)", async () => {
    const payload = addonBookingPayload();
    const started = await createSession(payload, "/api/checkout/create-session");
    const { data } = started.json<{ data: { sessionId: string; reference: string } }>();
    const receipt = started.cookies.find((cookie) => cookie.path === "/api/");
    await t.stripe.payCheckoutSession(data.sessionId);
    await t.stripe.settled();
    const response = await t.app.inject({ method: "GET", url: `/api/addon-bookings/session/${data.sessionId}`, cookies: { [receipt?.name ?? ""]: receipt?.value ?? "" } });
    expect(response.statusCode).toBe(200);
    const view = response.json<{ data: Record<string, unknown> }>().data;
    expect(view).toMatchObject({
      personalDetails: "shown",
      reference: data.reference,
      paymentStatus: "succeeded",
      bookingConfirmationId: "LH-48213",
      guestName: "Jane O'Neill",
      guestEmail: payload.guestEmail,
      guestPhone: "+447700900123",
      checkInDate: payload.checkInDate,
      checkOutDate: payload.checkOutDate,
      numberOfNights: 2,
      totalAmount: 40,
      petAddon: { enabled: true, numberOfPets: 2, petDetails: [{ name: "Biscuit", type: "Dog" }, { name: "Mr Whiskers", type: "Cat" }], specialRequirements: "Ground floor if possible", subtotal: 40 },
    });
    expect(view.referenceQrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  });
});
