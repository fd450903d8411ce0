import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import type { Prisma } from "../../../../src/server/db/prisma.ts";
import { refundAddonPayment } from "../../../../src/server/services/addons/admin/refund-addon-payment.ts";
import { PAID_MEANWHILE } from "../../../../src/server/services/addons/admin/stop-unpaid-payment.ts";
import {
  ADDON_ADMIN_MESSAGES,
  ADDON_CSV_HEADER,
  addonBookingAdminViewSchema,
  addonBookingDeleteResultSchema,
  addonBookingListSchema,
  type AddonBookingList,
} from "../../../../src/shared/addons/addon-booking-admin.ts";
import { addDays, londonToday } from "../../../../src/shared/dates.ts";
import { STAFF_LIST_DATE_RANGE_INVALID } from "../../../../src/shared/staff/staff-list.ts";
import { storedAddonBooking } from "../../../factories/addon-bookings.ts";
import { createAdminSession, type StaffSessionFixture } from "../../helpers/admin-session.ts";
import { serviceContextFor } from "../../helpers/app-caller.ts";
import { TEST_ORIGIN } from "../../helpers/test-app.ts";
import { useAppWithStripe } from "../../helpers/use-app-with-stripe.ts";

const PATH = "/api/admin/addon-bookings";
const SAME_ORIGIN = { origin: TEST_ORIGIN, "sec-fetch-site": "same-origin" };
const day = (date: string) => new Date(`${date}T00:00:00Z`);

describe("the staff Pet Accommodation calls (ADR 025): list, export, details, verify, delete and refund", () => {
  const t = useAppWithStripe();

  const store = (overrides: Partial<Prisma.AddonBookingUncheckedCreateInput> = {}) =>
    t.db.prisma.addonBooking.create({ data: storedAddonBooking(overrides), select: { id: true, reference: true } });

  async function list(staff: StaffSessionFixture, query: string): Promise<AddonBookingList> {
    const answer = await t.app.inject({ method: "GET", url: `${PATH}${query}`, headers: { cookie: staff.cookie } });
    expect(answer.statusCode, answer.body).toBe(200);
    // The screen reads the answer with this schema: the server's must match it.
    return addonBookingListSchema.parse(answer.json<{ data: unknown }>().data);
  }

  const send = (staff: StaffSessionFixture, method: "PATCH" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: staff.cookie, ...SAME_ORIGIN }, ...(payload ? { payload } : {}) });

  const auditOf = (targetId: string) =>
    t.db.prisma.auditEvent.findMany({ where: { targetId }, orderBy: { id: "asc" }, select: { action: true, actorEmail: true, targetType: true, details: true } });

  /** A wallet booking paid through the fake Stripe (a PaymentIntent the app knows). */
  async function walletPaid(overrides: Partial<Prisma.AddonBookingUncheckedCreateInput> = {}) {
    const payments = t.app.payments;
    if (!payments) throw new Error("Stripe is configured in this test app");
    const intent = await payments.createPaymentIntent({ amount: 4000, currency: "gbp" }, `test-${Math.random()}`);
    t.stripe.succeedPaymentIntent(intent.id);
    return store({ paymentMethod: "wallet", stripePaymentIntentId: intent.id, ...overrides });
  }

  it("filters on the server: search any case in name, e-mail, confirmation id and reference; payment; verification; check-in range", async () => {
    const staff = await createAdminSession(t.app);
    const ada = await store({ guestName: "Ada Lovelace", guestEmail: "ada@example.com", bookingConfirmationId: "LH-111", checkInDate: day("2026-03-01"), checkOutDate: day("2026-03-03") });
    const bob = await store({ guestName: "Bob Brown", guestEmail: "bob@example.org", bookingConfirmationId: "LH-222", checkInDate: day("2026-03-10"), checkOutDate: day("2026-03-12"), verifiedAtReception: true, verifiedBy: "desk@example.com", verifiedAt: new Date() });
    const cat = await store({ guestName: "Cat Pending", guestEmail: "cat@example.net", bookingConfirmationId: "XY-333", checkInDate: day("2026-04-01"), checkOutDate: day("2026-04-02"), paymentStatus: "pending", paidAt: null });
    const dan = await store({ guestName: "Dan Failed", guestEmail: "dan@example.net", bookingConfirmationId: "XY-444", checkInDate: day("2026-05-01"), checkOutDate: day("2026-05-02"), paymentStatus: "failed", paidAt: null });
    const eve = await store({ guestName: "Eve Cancelled", guestEmail: "eve@example.net", bookingConfirmationId: "XY-555", checkInDate: day("2026-06-01"), checkOutDate: day("2026-06-02"), paymentStatus: "cancelled", cancelledAt: new Date() });
    const ids = async (query: string) => (await list(staff, query)).rows.map((row) => row.id).sort();

    expect(await ids("?search=ADA%20love")).toEqual([ada.id]);
    expect(await ids("?search=EXAMPLE.ORG")).toEqual([bob.id]);
    expect(await ids("?search=xy-3")).toEqual([cat.id]);
    expect(await ids(`?search=${dan.reference.toLowerCase()}`)).toEqual([dan.id]);
    expect(await ids("?payment=succeeded")).toEqual([ada.id, bob.id].sort());
    expect(await ids("?payment=pending")).toEqual([cat.id]);
    expect(await ids("?payment=failed")).toEqual([dan.id]);
    expect(await ids("?payment=cancelled")).toEqual([eve.id]);
    expect(await ids("?verification=verified")).toEqual([bob.id]);
    expect(await ids("?verification=pending")).toEqual([ada.id, cat.id, dan.id, eve.id].sort());
    expect(await ids("?from=2026-03-10&to=2026-05-01")).toEqual([bob.id, cat.id, dan.id].sort());
    expect(await ids("?to=2026-03-01")).toEqual([ada.id]);
    expect(await ids("?search=xy&payment=failed&from=2026-04-15")).toEqual([dan.id]);
    expect(await ids("?search=nobody-matches")).toEqual([]);

    const sorted = await list(staff, "?sort=checkIn&order=asc");
    expect(sorted.rows.map((row) => row.guest_name)).toEqual(["Ada Lovelace", "Bob Brown", "Cat Pending", "Dan Failed", "Eve Cancelled"]);
    expect(sorted.rows[1]).toMatchObject({ verified_at_reception: true, verified_by: "desk@example.com", check_in_date: "2026-03-10", check_out_date: "2026-03-12", pet_addon_enabled: true, number_of_pets: 2, total_amount: 40, pet_subtotal: 40 });
  });

  it("pages with the total of all matches, sorts by created date, and sums the cards over the filtered set (revenue for owners only)", async () => {
    const today = londonToday();
    const base = Date.parse("2026-01-01T10:00:00Z");
    for (let index = 0; index < 30; index += 1) {
      await store({
        guestName: `Guest ${String(index).padStart(2, "0")}`,
        createdAt: new Date(base + index * 60_000),
        checkInDate: day(index < 3 ? today : addDays(today, 10)),
        checkOutDate: day(addDays(today, 12)),
        verifiedAtReception: index % 2 === 0,
        ...(index >= 25 ? { paymentStatus: "pending", paidAt: null } : {}),
      });
    }
    const reception = await createAdminSession(t.app);
    const first = await list(reception, "?pageSize=25");
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: 25 });
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0]?.guest_name).toBe("Guest 29");
    const second = await list(reception, "?pageSize=25&page=2");
    expect(second.rows.map((row) => row.guest_name)).toEqual(["Guest 04", "Guest 03", "Guest 02", "Guest 01", "Guest 00"]);
    const oldestFirst = await list(reception, "?pageSize=25&order=asc");
    expect(oldestFirst.rows[0]?.guest_name).toBe("Guest 00");

    // 25 paid (Guests 00-24), of which the odd ones (12) are not verified; 3 arrive today.
    expect(first.summary).toEqual({ total_bookings: 30, paid_revenue: null, refunded: null, paid_at_desk: null, awaiting_verification: 12, arriving_today: 3 });
    const owner = await createAdminSession(t.app, { role: "owner" });
    expect((await list(owner, "")).summary).toEqual({ total_bookings: 30, paid_revenue: 1000, refunded: 0, paid_at_desk: 0, awaiting_verification: 12, arriving_today: 3 });
    expect((await list(owner, "?verification=verified")).summary).toEqual({ total_bookings: 15, paid_revenue: 520, refunded: 0, paid_at_desk: 0, awaiting_verification: 0, arriving_today: 2 });
  });

  it("records every list read in the audit trail with its filters (not the search text), before the read, and refuses a bad query with the field's message", async () => {
    const staff = await createAdminSession(t.app);
    await list(staff, "?search=Ada&payment=succeeded");
    const [event] = await t.db.prisma.auditEvent.findMany({ where: { action: "addons.bookings_viewed" }, select: { actorId: true, details: true } });
    expect(event).toEqual({ actorId: staff.admin.id, details: { searched: true, payment: "succeeded", verification: "all", sort: "created", order: "desc", page: 1, pageSize: 50 } });
    // The search text (often a guest's name or e-mail) stays out of the trail.
    expect(JSON.stringify(event)).not.toContain("Ada");

    const backwards = await t.app.inject({ method: "GET", url: `${PATH}?from=2026-05-02&to=2026-05-01`, headers: { cookie: staff.cookie } });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ success: false, fieldErrors: { to: STAFF_LIST_DATE_RANGE_INVALID } });
    expect((await t.app.inject({ method: "GET", url: `${PATH}?pageSize=7`, headers: { cookie: staff.cookie } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: "GET", url: `${PATH}?payment=paid`, headers: { cookie: staff.cookie } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: "GET", url: `${PATH}?from=2026-02-30`, headers: { cookie: staff.cookie } })).statusCode).toBe(400);
  });

  it("answers one booking in the admin view, audited with its id; an unknown one is 404", async () => {
    const staff = await createAdminSession(t.app);
    const booking = await store({ specialRequirements: "Ground floor" });
    const answer = await t.app.inject({ method: "GET", url: `${PATH}/${booking.id}`, headers: { cookie: staff.cookie } });
    expect(answer.statusCode).toBe(200);
    const view = addonBookingAdminViewSchema.parse(answer.json<{ data: unknown }>().data);
    expect(view).toMatchObject({ id: booking.id, reference: booking.reference, pet_special_requirements: "Ground floor", payment_status: "succeeded", payment_method: "card" });
    expect(await auditOf(booking.id)).toEqual([{ action: "addons.booking_viewed", actorEmail: staff.admin.email, targetType: "addon_booking", details: null }]);
    const missing = await t.app.inject({ method: "GET", url: `${PATH}/4d7e6b0e-0000-4000-8000-000000000999`, headers: { cookie: staff.cookie } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: ADDON_ADMIN_MESSAGES.NOT_FOUND });
  });

  it("verifies a paid booking once, recording who and when, audited; refuses unpaid, cancelled and already verified bookings plainly", async () => {
    const staff = await createAdminSession(t.app);
    const paid = await store();
    const verified = await send(staff, "PATCH", `${PATH}/${paid.id}/verify`);
    expect(verified.statusCode).toBe(200);
    const view = addonBookingAdminViewSchema.parse(verified.json<{ data: unknown }>().data);
    expect(view).toMatchObject({ verified_at_reception: true, verified_by: staff.admin.email });
    expect(Date.now() - Date.parse(view.verified_at ?? "")).toBeLessThan(60_000);
    expect(await auditOf(paid.id)).toEqual([{ action: "addons.booking_verified", actorEmail: staff.admin.email, targetType: "addon_booking", details: null }]);

    const again = await send(staff, "PATCH", `${PATH}/${paid.id}/verify`);
    expect({ status: again.statusCode, error: again.json<{ error: string }>().error }).toEqual({ status: 409, error: ADDON_ADMIN_MESSAGES.ALREADY_VERIFIED });
    const pending = await store({ paymentStatus: "pending", paidAt: null });
    expect((await send(staff, "PATCH", `${PATH}/${pending.id}/verify`)).json()).toMatchObject({ success: false, error: ADDON_ADMIN_MESSAGES.VERIFY_UNPAID });
    const cancelled = await store({ paymentStatus: "cancelled", cancelledAt: new Date() });
    expect((await send(staff, "PATCH", `${PATH}/${cancelled.id}/verify`)).json()).toMatchObject({ success: false, error: ADDON_ADMIN_MESSAGES.VERIFY_CANCELLED });
    expect(await t.db.prisma.addonBooking.count({ where: { verifiedAtReception: true } })).toBe(1);
    expect(await t.db.prisma.auditEvent.count({ where: { action: "addons.booking_verified" } })).toBe(1);
  });

  it("deletes a pending or failed booking outright (audited), but cancels a paid one (an owner) and keeps it without calling Stripe", async () => {
    const staff = await createAdminSession(t.app);
    const owner = await createAdminSession(t.app, { role: "owner" });
    const pending = await store({ paymentStatus: "pending", paidAt: null });
    const failed = await store({ paymentStatus: "failed", paidAt: null });
    for (const unpaid of [pending, failed]) {
      const answer = await send(staff, "DELETE", `${PATH}/${unpaid.id}`);
      expect(addonBookingDeleteResultSchema.parse(answer.json<{ data: unknown }>().data)).toEqual({ outcome: "deleted", booking: null });
      expect(await t.db.prisma.addonBooking.count({ where: { id: unpaid.id } })).toBe(0);
    }
    expect((await auditOf(pending.id)).map((event) => [event.action, event.details])).toEqual([["addons.booking_deleted", { paymentStatus: "pending" }]]);
    expect((await auditOf(failed.id)).map((event) => [event.action, event.details])).toEqual([["addons.booking_deleted", { paymentStatus: "failed" }]]);

    const paid = await walletPaid();
    const cancelled = await send(owner, "DELETE", `${PATH}/${paid.id}`, { refund: false });
    const result = addonBookingDeleteResultSchema.parse(cancelled.json<{ data: unknown }>().data);
    expect(result).toMatchObject({ outcome: "cancelled", booking: { id: paid.id, payment_status: "cancelled", refunded_at: null } });
    expect(result.booking?.cancelled_at).toEqual(expect.any(String));
    expect(t.stripe.refunds.size).toBe(0);
    expect((await auditOf(paid.id)).map((event) => [event.action, event.details])).toEqual([["addons.booking_cancelled", { refunded: false }]]);
    const twice = await send(owner, "DELETE", `${PATH}/${paid.id}`);
    expect(twice.json()).toMatchObject({ success: false, error: ADDON_ADMIN_MESSAGES.ALREADY_CANCELLED });
  });

  it("closes an unpaid booking's payment at Stripe before removing it, and keeps a booking the guest paid for meanwhile", async () => {
    t.stripe.autoDeliver = false;
    const staff = await createAdminSession(t.app);
    const payments = t.app.payments;
    if (!payments) throw new Error("Stripe is configured in this test app");
    const openSession = () =>
      payments.createCheckoutSession(
        { mode: "payment", success_url: `${TEST_ORIGIN}/book-addons/success?session_id={CHECKOUT_SESSION_ID}`, line_items: [{ quantity: 2, price_data: { currency: "gbp", unit_amount: 1000, product_data: { name: "Pet accommodation" } } }] },
        `test-${Math.random()}`,
      );

    const abandoned = await openSession();
    const cardBooking = await store({ paymentStatus: "pending", paidAt: null, stripeCheckoutSessionId: abandoned.id });
    expect((await send(staff, "DELETE", `${PATH}/${cardBooking.id}`)).statusCode).toBe(200);
    expect(t.stripe.sessions.get(abandoned.id)?.status).toBe("expired");
    expect(await t.db.prisma.addonBooking.count({ where: { id: cardBooking.id } })).toBe(0);

    const intent = await payments.createPaymentIntent({ amount: 2000, currency: "gbp" }, `test-${Math.random()}`);
    const walletBooking = await store({ paymentStatus: "pending", paidAt: null, paymentMethod: "wallet", stripePaymentIntentId: intent.id });
    expect((await send(staff, "DELETE", `${PATH}/${walletBooking.id}`)).statusCode).toBe(200);
    expect(t.stripe.paymentIntents.get(intent.id)?.status).toBe("canceled");

    // Paid at Stripe a moment ago; the webhook has not arrived yet.
    const justPaid = await openSession();
    await t.stripe.payCheckoutSession(justPaid.id);
    const paidMeanwhile = await store({ paymentStatus: "pending", paidAt: null, stripeCheckoutSessionId: justPaid.id });
    const refused = await send(staff, "DELETE", `${PATH}/${paidMeanwhile.id}`);
    expect({ status: refused.statusCode, error: refused.json<{ error: string }>().error }).toEqual({ status: 409, error: PAID_MEANWHILE });
    expect(await t.db.prisma.addonBooking.count({ where: { id: paidMeanwhile.id } })).toBe(1);
    expect(await auditOf(paidMeanwhile.id)).toEqual([]);
  });

  it("refunds a wallet-paid booking in full through Stripe with the booking's idempotency key, cancelling and keeping it, and can refund a cancelled one later", async () => {
    const staff = await createAdminSession(t.app, { role: "owner" });
    const paid = await walletPaid();
    const answer = await send(staff, "DELETE", `${PATH}/${paid.id}`, { refund: true });
    expect(answer.statusCode, answer.body).toBe(200);
    const result = addonBookingDeleteResultSchema.parse(answer.json<{ data: unknown }>().data);
    expect(result).toMatchObject({ outcome: "refunded", booking: { payment_status: "cancelled", refunded_at: expect.any(String) as unknown } });
    const [refund] = [...t.stripe.refunds.values()];
    const stored = await t.db.prisma.addonBooking.findUniqueOrThrow({ where: { id: paid.id }, select: { stripePaymentIntentId: true } });
    expect(refund).toMatchObject({ payment_intent: stored.stripePaymentIntentId, amount: 4000, status: "succeeded", metadata: { addon_booking_id: paid.id } });
    expect(t.stripe.requests.filter((request) => request.path === "/v1/refunds").map((request) => request.idempotencyKey)).toEqual([`addon-refund-${paid.id}`]);
    expect((await auditOf(paid.id)).map((event) => [event.action, event.details])).toEqual([
      ["addons.booking_cancelled", { refunded: true }],
      ["addons.booking_refunded", { refundId: refund?.id ?? "", amountPence: 4000 }],
    ]);
    expect((await send(staff, "DELETE", `${PATH}/${paid.id}`, { refund: true })).json()).toMatchObject({ success: false, error: ADDON_ADMIN_MESSAGES.ALREADY_REFUNDED });

    // Cancelled earlier without a refund: the refund can still be made.
    const later = await walletPaid({ paymentStatus: "cancelled", cancelledAt: new Date("2026-01-01T00:00:00Z") });
    const refundedLater = addonBookingDeleteResultSchema.parse((await send(staff, "DELETE", `${PATH}/${later.id}`, { refund: true })).json<{ data: unknown }>().data);
    expect(refundedLater).toMatchObject({ outcome: "refunded", booking: { cancelled_at: "2026-01-01T00:00:00.000Z", refunded_at: expect.any(String) as unknown } });
    expect((await auditOf(later.id)).map((event) => event.action)).toEqual(["addons.booking_refunded"]);
  });

  it("refuses reception the money moves (ADR 036): a paid booking is neither cancelled nor refunded, Stripe is not asked, nothing changes; an owner may", async () => {
    const reception = await createAdminSession(t.app);
    const paid = await walletPaid();
    const cancelledEarlier = await walletPaid({ paymentStatus: "cancelled", cancelledAt: new Date("2026-01-01T00:00:00Z") });
    // The payments' own webhooks land first, so what follows sees only what the refused calls did.
    await t.stripe.settled();
    const rowsBefore = await t.db.prisma.addonBooking.findMany({ orderBy: { id: "asc" }, select: { id: true, paymentStatus: true, cancelledAt: true, refundedAt: true, updatedAt: true } });
    for (const [booking, refund] of [[paid, true], [paid, false], [cancelledEarlier, true]] as const) {
      const refused = await send(reception, "DELETE", `${PATH}/${booking.id}`, { refund });
      expect({ status: refused.statusCode, body: refused.json<unknown>() }).toEqual({ status: 403, body: { success: false, error: ADDON_ADMIN_MESSAGES.OWNERS_ONLY_PAID } });
    }
    expect(t.stripe.requests.filter((request) => request.path === "/v1/refunds")).toEqual([]);
    expect(t.stripe.refunds.size).toBe(0);
    expect(await t.db.prisma.addonBooking.findMany({ orderBy: { id: "asc" }, select: { id: true, paymentStatus: true, cancelledAt: true, refundedAt: true, updatedAt: true } })).toEqual(rowsBefore);
    expect(await t.db.prisma.auditEvent.count({ where: { action: { in: ["addons.booking_cancelled", "addons.booking_refunded"] } } })).toBe(0);

    // The service refuses on its own too, whoever calls it (defence in depth).
    const booking = await t.db.prisma.addonBooking.findUniqueOrThrow({ where: { id: paid.id }, select: { id: true, stripePaymentIntentId: true, stripeCheckoutSessionId: true } });
    const asReception = { ...serviceContextFor(t.app), now: () => new Date(), actor: { id: reception.admin.id, email: reception.admin.email, role: "reception" as const }, ipAddress: "198.51.100.7" };
    await expect(refundAddonPayment(asReception, booking)).rejects.toMatchObject({ code: "FORBIDDEN", message: ADDON_ADMIN_MESSAGES.OWNERS_ONLY_PAID });
    expect(t.stripe.refunds.size).toBe(0);

    const owner = await createAdminSession(t.app, { role: "owner" });
    const refunded = await send(owner, "DELETE", `${PATH}/${paid.id}`, { refund: true });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(t.stripe.refunds.size).toBe(1);
  });

  it("replays the first refund when asked again (same key), so a retry never refunds twice", async () => {
    const paid = await walletPaid();
    const booking = await t.db.prisma.addonBooking.findUniqueOrThrow({ where: { id: paid.id }, select: { id: true, stripePaymentIntentId: true, stripeCheckoutSessionId: true } });
    const context = { ...serviceContextFor(t.app), now: () => new Date(), actor: { id: "x", email: "x@example.com", role: "owner" as const }, ipAddress: "198.51.100.7" };
    const first = await refundAddonPayment(context, booking);
    const second = await refundAddonPayment(context, booking);
    expect(second).toEqual(first);
    expect(t.stripe.refunds.size).toBe(1);
    expect(t.stripe.requests.filter((request) => request.path === "/v1/refunds")).toHaveLength(2);
  });

  it("refunds a Checkout-paid booking stored with its session only, through the session's payment_intent", async () => {
    t.stripe.autoDeliver = false;
    const staff = await createAdminSession(t.app, { role: "owner" });
    const payments = t.app.payments;
    if (!payments) throw new Error("Stripe is configured in this test app");
    const session = await payments.createCheckoutSession(
      { mode: "payment", success_url: `${TEST_ORIGIN}/book-addons/success?session_id={CHECKOUT_SESSION_ID}`, line_items: [{ quantity: 4, price_data: { currency: "gbp", unit_amount: 1000, product_data: { name: "Pet accommodation" } } }] },
      `test-${Math.random()}`,
    );
    await t.stripe.payCheckoutSession(session.id);
    const paid = await store({ stripeCheckoutSessionId: session.id, stripePaymentIntentId: null });
    const answer = await send(staff, "DELETE", `${PATH}/${paid.id}`, { refund: true });
    expect(answer.statusCode, answer.body).toBe(200);
    const [refund] = [...t.stripe.refunds.values()];
    expect(refund?.payment_intent).toBe(t.stripe.sessions.get(session.id)?.payment_intent);
    expect(t.stripe.requests.map((request) => `${request.method} ${request.path}`)).toContain(`GET /v1/checkout/sessions/${session.id}`);
  });

  it("changes nothing and says so when Stripe cannot be reached or refuses the refund", async () => {
    const staff = await createAdminSession(t.app, { role: "owner" });
    const paid = await walletPaid();
    // The SDK retries a dropped connection twice: three drops are one unreachable Stripe. Only the
    // refund's requests fail (the webhook's own reads of the payment must not spend the failures).
    t.stripe.failNext("api_connection_error", { times: 3, whenBodyContains: paid.id });
    const down = await send(staff, "DELETE", `${PATH}/${paid.id}`, { refund: true });
    expect({ status: down.statusCode, error: down.json<{ error: string }>().error }).toEqual({ status: 503, error: ADDON_ADMIN_MESSAGES.STRIPE_UNREACHABLE });
    t.stripe.failNext("api_error", { whenBodyContains: paid.id });
    const broken = await send(staff, "DELETE", `${PATH}/${paid.id}`, { refund: true });
    expect({ status: broken.statusCode, error: broken.json<{ error: string }>().error }).toEqual({ status: 503, error: ADDON_ADMIN_MESSAGES.STRIPE_UNREACHABLE });
    expect(await t.db.prisma.addonBooking.findUniqueOrThrow({ where: { id: paid.id }, select: { paymentStatus: true, cancelledAt: true, refundedAt: true } })).toEqual({
      paymentStatus: "succeeded",
      cancelledAt: null,
      refundedAt: null,
    });
    expect(await auditOf(paid.id)).toEqual([]);

    // Refunded in Stripe's dashboard already: Stripe refuses, and the booking is left as it was.
    const booking = await t.db.prisma.addonBooking.findUniqueOrThrow({ where: { id: paid.id }, select: { stripePaymentIntentId: true } });
    await t.app.payments?.createRefund({ payment_intent: booking.stripePaymentIntentId ?? "" }, "dashboard-refund");
    const refused = await send(staff, "DELETE", `${PATH}/${paid.id}`, { refund: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: string }>().error).toContain(ADDON_ADMIN_MESSAGES.STRIPE_REFUSED);
    expect((await t.db.prisma.addonBooking.findUniqueOrThrow({ where: { id: paid.id }, select: { paymentStatus: true } })).paymentStatus).toBe("succeeded");

    // A paid booking with no Stripe payment on record cannot be refunded.
    const noPayment = await store({ stripePaymentIntentId: null, stripeCheckoutSessionId: null });
    expect((await send(staff, "DELETE", `${PATH}/${noPayment.id}`, { refund: true })).json()).toMatchObject({ error: ADDON_ADMIN_MESSAGES.REFUND_NO_PAYMENT });
  });

  it("exports every matching booking as the documented CSV, column by column, named by today's date, audited with the row count", async () => {
    const staff = await createAdminSession(t.app);
    await store({ guestName: "Ada Lovelace", bookingConfirmationId: "LH-1", checkInDate: day("2026-03-01"), checkOutDate: day("2026-03-03"), createdAt: new Date("2026-02-01T09:00:00Z") });
    const verified = await store({
      guestName: "=HYPERLINK(\"x\")",
      guestEmail: "b@example.com",
      guestPhone: "+447700900999",
      bookingConfirmationId: "LH-2",
      checkInDate: day("2026-03-05"),
      checkOutDate: day("2026-03-08"),
      numberOfNights: 3,
      numberOfPets: 1,
      petDetails: [{ name: "Rex", type: "Dog" }],
      totalAmountPence: 3000,
      verifiedAtReception: true,
      verifiedBy: "desk@example.com",
      verifiedAt: new Date("2026-03-05T15:30:00Z"),
      createdAt: new Date("2026-02-02T09:00:00Z"),
    });
    await store({ guestName: "Not paid", paymentStatus: "pending", paidAt: null });
    const answer = await t.app.inject({ method: "GET", url: `${PATH}/export.csv?payment=succeeded&sort=checkIn&order=asc`, headers: { cookie: staff.cookie } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toContain("text/csv");
    expect(answer.headers["content-disposition"]).toBe(`attachment; filename="addon-bookings-${londonToday()}.csv"`);
    const records: string[][] = parse(answer.body, { bom: true });
    expect(records[0]).toEqual([...ADDON_CSV_HEADER]);
    expect(records).toHaveLength(3);
    expect(records[1]?.slice(1)).toEqual(["LH-1", "Ada Lovelace", expect.stringContaining("@example.com") as unknown, "07700 900123", "2026-03-01", "2026-03-03", "2", "Biscuit (Dog); Marmalade (Cat)", "40.00", "Paid", "No", "", "", "2026-02-01 09:00", "No"]);
    expect(records[2]).toEqual([verified.id, "LH-2", "'=HYPERLINK(\"x\")", "b@example.com", "07700 900999", "2026-03-05", "2026-03-08", "3", "Rex (Dog)", "30.00", "Paid", "Yes", "desk@example.com", "2026-03-05 15:30", "2026-02-02 09:00", "No"]);
    const audit = await t.db.prisma.auditEvent.findMany({ where: { action: "addons.bookings_exported" }, select: { actorId: true, details: true } });
    expect(audit).toEqual([{ actorId: staff.admin.id, details: { payment: "succeeded", verification: "all", sort: "checkIn", order: "asc", rowCount: 2 } }]);
  });

  it("refuses every call with 401 without a staff session, and changes nothing", async () => {
    const booking = await store();
    const calls = [
      { method: "GET", url: PATH },
      { method: "GET", url: `${PATH}/export.csv` },
      { method: "GET", url: `${PATH}/${booking.id}` },
      { method: "PATCH", url: `${PATH}/${booking.id}/verify` },
      { method: "DELETE", url: `${PATH}/${booking.id}` },
    ] as const;
    for (const call of calls) {
      const answer = await t.app.inject({ ...call, headers: SAME_ORIGIN });
      expect({ call: call.url, status: answer.statusCode }).toEqual({ call: call.url, status: 401 });
    }
    expect(await t.db.prisma.addonBooking.findUniqueOrThrow({ where: { id: booking.id }, select: { paymentStatus: true, verifiedAtReception: true } })).toEqual({ paymentStatus: "succeeded", verifiedAtReception: false });
    expect(await t.db.prisma.auditEvent.count()).toBe(0);
  });
});
