import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import type { AddonBookingAdminView } from "../../../src/shared/addons/addon-booking-admin.ts";
import { addonBookingPayload } from "../../factories/addons.ts";
import { createAdminSession } from "../helpers/admin-session.ts";
import { useAppWithStripe } from "../helpers/use-app-with-stripe.ts";

/**
 * ADR 063: the pet add-on's "news and offers" tick starts the newsletter's double opt-in when
 * the add-on is paid, in the transaction that writes its confirmation, with a consent record.
 */
describe("the pet add-on's marketing tick", () => {
  const t = useAppWithStripe();

  /** A card booking the guest has paid; the webhooks held back until `deliverTwice`. */
  async function bookAndPay(marketingConsent: boolean, guestEmail?: string) {
    t.stripe.autoDeliver = false;
    const payload = addonBookingPayload({ marketingConsent, ...(guestEmail ? { guestEmail } : {}) });
    const response = await t.app.inject({ method: "POST", url: "/api/addon-bookings/create-session", headers: { "content-type": "application/json" }, payload: JSON.stringify(payload) });
    const { data } = response.json<{ data: { sessionId: string; reference: string } }>();
    return { ...data, email: payload.guestEmail };
  }

  async function payAndDeliverTwice(sessionId: string): Promise<void> {
    await t.stripe.payCheckoutSession(sessionId);
    const event = t.stripe.events.find((candidate) => candidate.type === "checkout.session.completed" && candidate.data.object.id === sessionId);
    if (!event) throw new Error("no checkout.session.completed");
    expect(await t.stripe.deliver(event.id, { times: 2, concurrently: true })).toEqual([200, 200]);
  }

  const mailTo = async (email: string) =>
    (await t.db.prisma.outboxMessage.findMany({ where: { to: email }, select: { kind: true, subject: true } })).sort((a, b) => a.kind.localeCompare(b.kind));
  const consentOf = (email: string) => t.db.prisma.consentRecord.findMany({ where: { email }, select: { marketing: true, analytics: true, source: true } });
  const subscriberOf = (email: string) => t.db.prisma.newsletterSubscriber.findUnique({ where: { email }, select: { status: true, source: true } });

  it("ticked and paid: one confirmation link with the add-on's confirmation, a consent record and a pending address, once however often Stripe tells us", async () => {
    const { sessionId, email } = await bookAndPay(true);
    expect(await mailTo(email), "nothing before payment").toEqual([]);
    await payAndDeliverTwice(sessionId);
    const mail = await mailTo(email);
    console.info(`mails a ticked add-on sends the guest: ${mail.map((message) => `${message.kind} "${message.subject}"`).join("; ")}`);
    expect(mail.map((message) => message.kind)).toEqual(["addon_confirmation", "newsletter_confirmation"]);
    expect(await consentOf(email)).toEqual([{ marketing: true, analytics: false, source: "/book-addons" }]);
    expect(await subscriberOf(email)).toEqual({ status: "pending", source: "/book-addons" });
  });

  it("ticked but never paid: no link, no consent record, no address kept for the newsletter", async () => {
    const { email } = await bookAndPay(true);
    expect(await mailTo(email)).toEqual([]);
    expect(await consentOf(email)).toEqual([]);
    expect(await subscriberOf(email)).toBeNull();
  });

  it("not ticked: the confirmation only", async () => {
    const { sessionId, email } = await bookAndPay(false);
    await payAndDeliverTwice(sessionId);
    expect((await mailTo(email)).map((message) => message.kind)).toEqual(["addon_confirmation"]);
    expect(await consentOf(email)).toEqual([]);
    expect(await subscriberOf(email)).toBeNull();
  });

  it("ticked by an address already subscribed: the choice is recorded, no second link is sent", async () => {
    const email = `subscribed-${Date.now().toString(36)}@example.com`;
    await t.db.prisma.newsletterSubscriber.create({ data: { email, status: "subscribed", source: "/", unsubscribeToken: `token-${email}` }, select: { id: true } });
    const { sessionId } = await bookAndPay(true, email);
    await payAndDeliverTwice(sessionId);
    expect((await mailTo(email)).map((message) => message.kind)).toEqual(["addon_confirmation"]);
    expect(await consentOf(email)).toEqual([{ marketing: true, analytics: false, source: "/book-addons" }]);
    expect(await subscriberOf(email)).toEqual({ status: "subscribed", source: "/" });
  });

  it("staff see the tick in the booking's details and the CSV", async () => {
    const ticked = await bookAndPay(true);
    const unticked = await bookAndPay(false);
    const staff = await createAdminSession(t.app);
    const details = async (reference: string) => {
      const list = await t.app.inject({ method: "GET", url: `/api/admin/addon-bookings?search=${reference}`, headers: { cookie: staff.cookie } });
      return list.json<{ data: { rows: AddonBookingAdminView[] } }>().data.rows[0];
    };
    expect(await details(ticked.reference)).toMatchObject({ reference: ticked.reference, marketing_consent: true });
    expect(await details(unticked.reference)).toMatchObject({ reference: unticked.reference, marketing_consent: false });
    const csv = await t.app.inject({ method: "GET", url: "/api/admin/addon-bookings/export.csv?payment=pending", headers: { cookie: staff.cookie } });
    const [header = [], ...rows]: string[][] = parse(csv.body, { bom: true });
    const column = header.indexOf("Marketing consent");
    expect(column).toBeGreaterThan(0);
    const tickOf = (email: string) => rows.find((row) => row[header.indexOf("Email")] === email)?.[column];
    expect(tickOf(ticked.email)).toBe("Yes");
    expect(tickOf(unticked.email)).toBe("No");
  });
});
