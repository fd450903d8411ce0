import { describe, expect, it } from "vitest";
import { addonBookingPayload } from "../../factories/addons.ts";
import { contactEnquiry, eventEnquiry } from "../../factories/enquiries.ts";
import { useAppWithStripe } from "../helpers/use-app-with-stripe.ts";

// The browser checks only the original's phone rule (digits, an optional +, 10-15 of them); reading
// the number needs the numbering plan, which only the server has (ADR 047). A number that passes
// the rule but that no country could have is refused by every route that takes a phone.

const VALIDATION_ERROR = "Please check your input and try again.";
const PHONE_INVALID = "Please enter a valid phone number";
// 12 digits after +999, a country code no country has: it passes the browser's rule.
const NO_COUNTRY_HAS_IT = "+999 1234 5678";

describe("a phone number the browser's rule passes but no country has", () => {
  const t = useAppWithStripe();

  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: "POST", url, headers: { "content-type": "application/json" }, payload: JSON.stringify(payload) });

  const totals = async () => ({
    contact: await t.db.prisma.contactInquiry.count(),
    event: await t.db.prisma.eventInquiry.count(),
    addon: await t.db.prisma.addonBooking.count(),
    mail: await t.db.prisma.outboxMessage.count(),
  });

  it.each([
    ["/api/inquiries/contact", contactEnquiry({ phone: NO_COUNTRY_HAS_IT }), "phone"],
    ["/api/inquiries/event", eventEnquiry({ phone: NO_COUNTRY_HAS_IT }), "phone"],
    ["/api/addon-bookings/create-session", addonBookingPayload({ guestPhone: NO_COUNTRY_HAS_IT }), "guestPhone"],
    ["/api/addon-bookings/create-payment-intent", addonBookingPayload({ guestPhone: NO_COUNTRY_HAS_IT }), "guestPhone"],
  ])("%s answers 400 with the phone field's message, stores nothing and asks Stripe nothing", async (url, payload, field) => {
    const before = await totals();
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: VALIDATION_ERROR, fieldErrors: { [field]: PHONE_INVALID } });
    await expect(totals()).resolves.toEqual(before);
    expect(t.stripe.requests).toEqual([]);
  });
});
