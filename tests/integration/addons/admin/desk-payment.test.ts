import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import type { Prisma } from "../../../../src/server/db/prisma.ts";
import { undoDeskPayment } from "../../../../src/server/services/addons/admin/addon-booking-admin.ts";
import { ADDON_ADMIN_MESSAGES, addonBookingAdminViewSchema, addonBookingListSchema, type AddonBookingAdminView } from "../../../../src/shared/addons/addon-booking-admin.ts";
import { storedAddonBooking } from "../../../factories/addon-bookings.ts";
import { createAdminSession, type StaffSessionFixture } from "../../helpers/admin-session.ts";
import { serviceContextFor } from "../../helpers/app-caller.ts";
import { TEST_ORIGIN } from "../../helpers/test-app.ts";
import { useAppWithStripe } from "../../helpers/use-app-with-stripe.ts";

// A pet fee reception takes at the desk (ADR 090): recorded by any member of staff against an
// unpaid add-on, once however often it is sent, undone by an owner only, audited both ways, and
// counted apart in the owner's revenue.

const PATH = "/api/admin/addon-bookings";
const SAME_ORIGIN = { origin: TEST_ORIGIN, "sec-fetch-site": "same-origin" };

describe("money taken at the desk for a pet add-on", () => {
  const t = useAppWithStripe();

  const store = (overrides: Partial<Prisma.AddonBookingUncheckedCreateInput> = {}) =>
    t.db.prisma.addonBooking.create({ data: storedAddonBooking(overrides), select: { id: true, reference: true } });
  const unpaid = (overrides: Partial<Prisma.AddonBookingUncheckedCreateInput> = {}) => store({ paymentStatus: "pending", paidAt: null, totalAmountPence: 3000, ...overrides });

  const send = (staff: StaffSessionFixture | null, method: "PATCH" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { ...(staff ? { cookie: staff.cookie } : {}), ...SAME_ORIGIN }, ...(payload ? { payload } : {}) });
  const record = (staff: StaffSessionFixture | null, id: string, payload: object = { method: "cash" }) => send(staff, "PATCH", `${PATH}/${id}/desk-payment`, payload);
  const undo = (staff: StaffSessionFixture | null, id: string) => send(staff, "DELETE", `${PATH}/${id}/desk-payment`);
  const viewOf = (answer: { json: <T>() => T }): AddonBookingAdminView => addonBookingAdminViewSchema.parse(answer.json<{ data: unknown }>().data);

  const stateOf = (id: string) =>
    t.db.prisma.addonBooking.findUniqueOrThrow({
      where: { id },
      select: { paymentStatus: true, paidAt: true, paidAtDeskAt: true, paidAtDeskBy: true, deskPaymentMethod: true, verifiedAtReception: true, totalAmountPence: true },
    });
  const auditOf = (targetId: string) =>
    t.db.prisma.auditEvent.findMany({ where: { targetId, action: { startsWith: "addons.desk_payment" } }, orderBy: { id: "asc" }, select: { action: true, actorEmail: true, targetType: true, details: true } });

  it("records the booking's own amount as paid at the desk by whom and when, audited; the booking is then verified like a paid one", async () => {
    const reception = await createAdminSession(t.app);
    const booking = await unpaid();
    const answer = await record(reception, booking.id, { method: "card_terminal" });
    expect(answer.statusCode, answer.body).toBe(200);
    const view = viewOf(answer);
    expect(view).toMatchObject({ payment_status: "succeeded", paid_at_desk_by: reception.admin.email, desk_payment_method: "card_terminal", verified_at_reception: false });
    expect(Date.now() - Date.parse(view.paid_at_desk_at ?? "")).toBeLessThan(60_000);
    const stored = await stateOf(booking.id);
    expect(stored).toMatchObject({ paymentStatus: "succeeded", paidAtDeskBy: reception.admin.email, deskPaymentMethod: "card_terminal", totalAmountPence: 3000 });
    expect(stored.paidAt?.toISOString()).toBe(view.paid_at_desk_at);
    expect(await auditOf(booking.id)).toEqual([
      { action: "addons.desk_payment_recorded", actorEmail: reception.admin.email, targetType: "addon_booking", details: { method: "card_terminal", amountPence: 3000 } },
    ]);

    const verified = await send(reception, "PATCH", `${PATH}/${booking.id}/verify`);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(viewOf(verified)).toMatchObject({ verified_at_reception: true, paid_at_desk_by: reception.admin.email });
  });

  it("records once when sent twice at the same moment (a double click, two desks): one change, one audit row", async () => {
    const reception = await createAdminSession(t.app);
    const other = await createAdminSession(t.app);
    const booking = await unpaid({ paymentStatus: "failed" });
    const answers = await Promise.all([record(reception, booking.id), record(other, booking.id, { method: "card_terminal" }), record(reception, booking.id)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const stored = await stateOf(booking.id);
    // Every answer shows the one payment that was recorded.
    expect(new Set(answers.map((answer) => viewOf(answer).paid_at_desk_at))).toEqual(new Set([stored.paidAtDeskAt?.toISOString()]));
    expect(await auditOf(booking.id)).toHaveLength(1);
    expect(await t.db.prisma.auditEvent.count({ where: { action: "addons.desk_payment_recorded" } })).toBe(1);
  });

  it("refuses a booking paid online, a cancelled one, an unknown one and a bad method plainly, changing nothing", async () => {
    const reception = await createAdminSession(t.app);
    const online = await store();
    const cancelled = await store({ paymentStatus: "cancelled", cancelledAt: new Date(), paidAt: null });
    const pending = await unpaid();
    const refusals = [
      [await record(reception, online.id), 409, ADDON_ADMIN_MESSAGES.ALREADY_PAID_ONLINE],
      [await record(reception, cancelled.id), 409, ADDON_ADMIN_MESSAGES.DESK_PAYMENT_CANCELLED],
      [await record(reception, "4d7e6b0e-0000-4000-8000-000000000999"), 404, ADDON_ADMIN_MESSAGES.NOT_FOUND],
      [await record(reception, pending.id, { method: "cheque" }), 400, "Please check your input and try again."],
      [await record(reception, pending.id, {}), 400, "Please check your input and try again."],
    ] as const;
    expect(refusals.map(([answer]) => ({ status: answer.statusCode, error: answer.json<{ error: string }>().error }))).toEqual(refusals.map(([, status, error]) => ({ status, error })));
    expect(await stateOf(online.id)).toMatchObject({ paymentStatus: "succeeded", paidAtDeskAt: null });
    expect(await stateOf(cancelled.id)).toMatchObject({ paymentStatus: "cancelled", paidAtDeskAt: null });
    expect(await stateOf(pending.id)).toMatchObject({ paymentStatus: "pending", paidAt: null, paidAtDeskAt: null });
    expect(await t.db.prisma.auditEvent.count({ where: { action: { startsWith: "addons.desk_payment" } } })).toBe(0);
  });

  it("refuses anyone not signed in, both ways, changing nothing", async () => {
    const booking = await unpaid();
    const deskPaid = await unpaid({ paymentStatus: "succeeded", paidAt: new Date(), paidAtDeskAt: new Date(), paidAtDeskBy: "desk@example.com", deskPaymentMethod: "cash" });
    expect((await record(null, booking.id)).statusCode).toBe(401);
    expect((await undo(null, deskPaid.id)).statusCode).toBe(401);
    expect(await stateOf(booking.id)).toMatchObject({ paymentStatus: "pending", paidAtDeskAt: null });
    expect(await stateOf(deskPaid.id)).toMatchObject({ paymentStatus: "succeeded", deskPaymentMethod: "cash" });
    expect(await t.db.prisma.auditEvent.count()).toBe(0);
  });

  it("only an owner undoes it: the booking is unpaid and unverified again, audited; reception is refused at the door and in the service", async () => {
    const reception = await createAdminSession(t.app);
    const owner = await createAdminSession(t.app, { role: "owner" });
    const booking = await unpaid();
    expect((await record(reception, booking.id)).statusCode).toBe(200);
    expect((await send(reception, "PATCH", `${PATH}/${booking.id}/verify`)).statusCode).toBe(200);

    expect((await undo(reception, booking.id)).statusCode).toBe(403);
    await expect(undoDeskPayment(serviceContextFor(t.app, reception.admin), booking.id)).rejects.toMatchObject({ code: "FORBIDDEN", message: ADDON_ADMIN_MESSAGES.OWNERS_ONLY_DESK_UNDO });
    expect(await stateOf(booking.id)).toMatchObject({ paymentStatus: "succeeded", deskPaymentMethod: "cash", verifiedAtReception: true });

    const undone = await undo(owner, booking.id);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(viewOf(undone)).toMatchObject({ payment_status: "pending", paid_at_desk_at: null, paid_at_desk_by: null, desk_payment_method: null, verified_at_reception: false, verified_by: null });
    expect(await stateOf(booking.id)).toMatchObject({ paymentStatus: "pending", paidAt: null, paidAtDeskAt: null, paidAtDeskBy: null, deskPaymentMethod: null, verifiedAtReception: false });
    expect(await auditOf(booking.id)).toEqual([
      { action: "addons.desk_payment_recorded", actorEmail: reception.admin.email, targetType: "addon_booking", details: { method: "cash", amountPence: 3000 } },
      { action: "addons.desk_payment_undone", actorEmail: owner.admin.email, targetType: "addon_booking", details: { method: "cash", amountPence: 3000, wasVerified: true } },
    ]);

    // Nothing left to undo, and an online payment is never undone here.
    const again = await undo(owner, booking.id);
    expect({ status: again.statusCode, error: again.json<{ error: string }>().error }).toEqual({ status: 409, error: ADDON_ADMIN_MESSAGES.NO_DESK_PAYMENT });
    const online = await store();
    expect((await undo(owner, online.id)).json()).toMatchObject({ success: false, error: ADDON_ADMIN_MESSAGES.NO_DESK_PAYMENT });
    expect(await stateOf(online.id)).toMatchObject({ paymentStatus: "succeeded" });
    expect(await t.db.prisma.auditEvent.count({ where: { action: "addons.desk_payment_undone" } })).toBe(1);
  });

  it("counts in the owner's revenue, the desk's part apart from online, and the CSV names the state", async () => {
    const reception = await createAdminSession(t.app);
    const owner = await createAdminSession(t.app, { role: "owner" });
    await store({ totalAmountPence: 4000 });
    const atDesk = await unpaid({ totalAmountPence: 3000 });
    await unpaid({ totalAmountPence: 2000 });
    expect((await record(reception, atDesk.id)).statusCode).toBe(200);

    const answer = await t.app.inject({ method: "GET", url: PATH, headers: { cookie: owner.cookie } });
    const { summary } = addonBookingListSchema.parse(answer.json<{ data: unknown }>().data);
    expect({ paid_revenue: summary.paid_revenue, paid_at_desk: summary.paid_at_desk, refunded: summary.refunded }).toEqual({ paid_revenue: 70, paid_at_desk: 30, refunded: 0 });
    const readByReception = await t.app.inject({ method: "GET", url: PATH, headers: { cookie: reception.cookie } });
    expect(addonBookingListSchema.parse(readByReception.json<{ data: unknown }>().data).summary).toMatchObject({ paid_revenue: null, paid_at_desk: null });

    const csv = await t.app.inject({ method: "GET", url: `${PATH}/export.csv?sort=created&order=asc`, headers: { cookie: reception.cookie } });
    const records: string[][] = parse(csv.body.replace(/^\uFEFF/, ""), { relax_column_count: true });
    expect(records.slice(1).map((row) => row[10])).toEqual(["Paid", "Paid at the desk", "Pending"]);
  });

  it("closes an open online checkout before recording, and records nothing when the guest has just paid online", async () => {
    t.stripe.autoDeliver = false;
    const reception = await createAdminSession(t.app);
    const payments = t.app.payments;
    if (!payments) throw new Error("Stripe is configured in this test app");
    const openSession = () =>
      payments.createCheckoutSession(
        { mode: "payment", success_url: `${TEST_ORIGIN}/book-addons/success?session_id={CHECKOUT_SESSION_ID}`, line_items: [{ quantity: 3, price_data: { currency: "gbp", unit_amount: 1000, product_data: { name: "Pet accommodation" } } }] },
        `test-${Math.random()}`,
      );
    const open = await openSession();
    const booking = await unpaid({ stripeCheckoutSessionId: open.id });
    expect((await record(reception, booking.id)).statusCode).toBe(200);
    expect(t.stripe.sessions.get(open.id)?.status).toBe("expired");

    const justPaid = await openSession();
    await t.stripe.payCheckoutSession(justPaid.id);
    const paidMeanwhile = await unpaid({ stripeCheckoutSessionId: justPaid.id });
    const refused = await record(reception, paidMeanwhile.id);
    expect({ status: refused.statusCode, error: refused.json<{ error: string }>().error }).toEqual({ status: 409, error: ADDON_ADMIN_MESSAGES.DESK_PAID_MEANWHILE });
    expect(await stateOf(paidMeanwhile.id)).toMatchObject({ paymentStatus: "pending", paidAtDeskAt: null });
    expect(await auditOf(paidMeanwhile.id)).toEqual([]);
  });
});
