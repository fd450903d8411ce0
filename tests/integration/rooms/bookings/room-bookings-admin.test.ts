import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Prisma } from "../../../../src/server/db/prisma.ts";
import { ERROR_MESSAGES } from "../../../../src/shared/api/error-catalogue.ts";
import { roomBookingDetailsSchema, roomBookingListSchema, type RoomBookingList } from "../../../../src/shared/rooms/room-booking-admin.ts";
import { STAFF_LIST_DATE_RANGE_INVALID } from "../../../../src/shared/staff/staff-list.ts";
import { storedAddonBooking } from "../../../factories/addon-bookings.ts";
import { createAdminSession, type StaffSessionFixture } from "../../helpers/admin-session.ts";
import { useTestApp } from "../../helpers/use-test-app.ts";

// ADR 037: GET /api/admin/bookings[/{id}], the room bookings the site knows of, grouped
// by the guest's confirmation ID from the add-ons.

const PATH = "/api/admin/bookings";
const day = (date: string) => new Date(`${date}T00:00:00Z`);
/** A confirmation-ID prefix of this test's own, so tests sharing the database search only their bookings. */
const uniquePrefix = () => `T${randomBytes(3).toString("hex").toUpperCase()}`;

describe("GET /api/admin/bookings and /api/admin/bookings/{id} (ADR 037)", () => {
  const t = useTestApp();

  const store = (overrides: Partial<Prisma.AddonBookingUncheckedCreateInput>) =>
    t.db.prisma.addonBooking.create({ data: storedAddonBooking(overrides), select: { id: true, reference: true } });

  const get = (url: string, staff?: StaffSessionFixture) => t.app.inject({ method: "GET", url, headers: staff ? { cookie: staff.cookie } : {} });

  async function list(staff: StaffSessionFixture, query: string): Promise<RoomBookingList> {
    const answer = await get(`${PATH}${query}`, staff);
    expect(answer.statusCode, answer.body).toBe(200);
    // The Bookings tab reads the answer with this schema: the server's must match it.
    return roomBookingListSchema.parse(answer.json<{ data: unknown }>().data);
  }

  it("groups add-ons by confirmation ID (any case): guest of the latest, the whole stay, kept and refunded amounts, verification", async () => {
    const staff = await createAdminSession(t.app);
    const id = `${uniquePrefix()}-1`;
    const first = await store({
      bookingConfirmationId: id.toLowerCase(),
      guestName: "Ada Lovelace",
      checkInDate: day("2026-03-01"),
      checkOutDate: day("2026-03-03"),
      totalAmountPence: 4000,
      verifiedAtReception: true,
      verifiedBy: "desk@example.com",
      verifiedAt: new Date(),
      createdAt: new Date("2026-02-01T10:00:00Z"),
    });
    const second = await store({ bookingConfirmationId: id, guestName: "Ada King", guestEmail: "ada.king@example.com", checkInDate: day("2026-03-02"), checkOutDate: day("2026-03-05"), totalAmountPence: 3000, createdAt: new Date("2026-02-02T10:00:00Z") });
    // Cancelled without a refund: kept. Cancelled and refunded: counted apart. Unpaid: neither.
    await store({ bookingConfirmationId: id, paymentStatus: "cancelled", cancelledAt: new Date(), totalAmountPence: 1000, createdAt: new Date("2026-01-30T10:00:00Z") });
    await store({ bookingConfirmationId: id, paymentStatus: "cancelled", cancelledAt: new Date(), refundedAt: new Date(), totalAmountPence: 2000, createdAt: new Date("2026-01-29T10:00:00Z") });
    await store({ bookingConfirmationId: id, paymentStatus: "pending", paidAt: null, totalAmountPence: 5000, createdAt: new Date("2026-01-28T10:00:00Z") });
    const other = `${uniquePrefix()}-2`;
    await store({ bookingConfirmationId: other, paymentStatus: "failed", paidAt: null, checkInDate: day("2026-04-01"), checkOutDate: day("2026-04-02"), createdAt: new Date("2026-02-03T10:00:00Z") });

    const page = await list(staff, `?search=${id.slice(0, 7)}`);
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 50 });
    expect(page.rows).toEqual([
      {
        booking_confirmation_id: id,
        guest_name: "Ada King",
        guest_email: "ada.king@example.com",
        guest_phone: "+447700900123",
        check_in_date: "2026-03-01",
        check_out_date: "2026-03-05",
        addon_count: 5,
        references: [second.reference, first.reference, expect.any(String), expect.any(String), expect.any(String)],
        paid_amount: 80,
        refunded_amount: 20,
        verification: "partly_verified",
        last_booked_at: "2026-02-02T10:00:00.000Z",
      },
    ]);
    expect((await list(staff, `?search=${other}`)).rows).toMatchObject([{ booking_confirmation_id: other, addon_count: 1, paid_amount: 0, verification: "none_due" }]);

    // One booking by its ID, in any case, with each add-on in the Pet Accommodation tab's view.
    const answer = await get(`${PATH}/${id.toLowerCase()}`, staff);
    expect(answer.statusCode, answer.body).toBe(200);
    const details = roomBookingDetailsSchema.parse(answer.json<{ data: unknown }>().data);
    expect(details).toMatchObject({ booking_confirmation_id: id, addon_count: 5, paid_amount: 80 });
    expect(details.addons.map((addon) => addon.id).slice(0, 2)).toEqual([second.id, first.id]);
    expect(details.addons[1]).toMatchObject({ guest_name: "Ada Lovelace", verified_at_reception: true, total_amount: 40 });
  });

  it("pages and sorts the bookings on the server, and matches a booking when one of its add-ons matches the search or check-in range", async () => {
    const staff = await createAdminSession(t.app);
    const prefix = uniquePrefix();
    for (let index = 0; index < 30; index += 1) {
      const checkIn = `2026-05-${String(index + 1).padStart(2, "0")}`;
      await store({ bookingConfirmationId: `${prefix}-${String(index).padStart(2, "0")}`, guestName: `Guest ${index}`, checkInDate: day(checkIn), checkOutDate: day("2026-06-30"), createdAt: new Date(Date.UTC(2026, 0, 1, 0, 30 - index)) });
    }
    // A second add-on of booking 00, bought last and checking in later: the booking is still one.
    await store({ bookingConfirmationId: `${prefix}-00`, guestName: "Guest 0", checkInDate: day("2026-06-10"), checkOutDate: day("2026-06-12"), createdAt: new Date(Date.UTC(2026, 0, 2)) });

    const first = await list(staff, `?search=${prefix}&pageSize=25`);
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: 25 });
    // By the stay's first night, latest first.
    expect(first.rows[0]?.booking_confirmation_id).toBe(`${prefix}-29`);
    const second = await list(staff, `?search=${prefix}&pageSize=25&page=2`);
    expect(second.rows.map((row) => row.booking_confirmation_id)).toEqual(["04", "03", "02", "01", "00"].map((n) => `${prefix}-${n}`));
    expect(second.rows.at(-1)).toMatchObject({ addon_count: 2, check_in_date: "2026-05-01", check_out_date: "2026-06-30" });
    expect((await list(staff, `?search=${prefix}&sort=checkIn&order=asc&pageSize=25`)).rows[0]?.booking_confirmation_id).toBe(`${prefix}-00`);
    // By the latest add-on bought: booking 00's second add-on is the newest.
    expect((await list(staff, `?search=${prefix}&sort=created&pageSize=25`)).rows.slice(0, 2).map((row) => row.booking_confirmation_id)).toEqual([`${prefix}-00`, `${prefix}-01`]);
    // Only booking 00's later add-on checks in in June; the booking comes whole.
    const june = await list(staff, `?search=${prefix}&from=2026-06-01&to=2026-06-30`);
    expect(june.rows).toMatchObject([{ booking_confirmation_id: `${prefix}-00`, addon_count: 2 }]);
    expect((await list(staff, "?search=guest%2029")).rows.map((row) => row.booking_confirmation_id)).toContain(`${prefix}-29`);
    expect((await list(staff, `?search=${prefix}&page=9`)).rows).toEqual([]);
  });

  it("records each read in the audit trail before it is made (not the search text, the ID asked for), and refuses a bad query", async () => {
    const staff = await createAdminSession(t.app);
    await list(staff, "?search=Ada&from=2026-01-01");
    const reads = await t.db.prisma.auditEvent.findMany({ where: { action: "rooms.bookings_viewed", actorId: staff.admin.id }, select: { details: true } });
    expect(reads).toEqual([{ details: { searched: true, from: "2026-01-01", sort: "checkIn", order: "desc", page: 1, pageSize: 50 } }]);

    const unknown = `${uniquePrefix()}-NONE`;
    const missing = await get(`${PATH}/${unknown}`, staff);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, error: ERROR_MESSAGES.NOT_FOUND });
    const opened = await t.db.prisma.auditEvent.findMany({ where: { action: "rooms.booking_viewed", actorId: staff.admin.id }, select: { targetType: true, targetId: true } });
    expect(opened).toEqual([{ targetType: "room_booking", targetId: unknown }]);

    const backwards = await get(`${PATH}?from=2026-05-02&to=2026-05-01`, staff);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ success: false, fieldErrors: { to: STAFF_LIST_DATE_RANGE_INVALID } });
    expect((await get(`${PATH}?pageSize=7`, staff)).statusCode).toBe(400);
    expect((await get(`${PATH}?sort=guest`, staff)).statusCode).toBe(400);
  });

  it("is refused to anyone signed out (401, nothing read or recorded) and to a cross-site page (403)", async () => {
    const before = await t.db.prisma.auditEvent.count();
    for (const url of [PATH, `${PATH}/LH-482913`]) {
      const answer = await get(url);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ success: false, error: ERROR_MESSAGES.UNAUTHORIZED });
    }
    expect(await t.db.prisma.auditEvent.count()).toBe(before);
    const staff = await createAdminSession(t.app);
    const crossSite = await t.app.inject({ method: "GET", url: PATH, headers: { cookie: staff.cookie, origin: "https://elsewhere.example", "sec-fetch-site": "cross-site" } });
    expect(crossSite.statusCode).toBe(403);
  });
});
