import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { londonMidnight } from "../../../src/server/services/dashboard/london-day.ts";
import { addDays, londonToday } from "../../../src/shared/dates.ts";
import type { DashboardData } from "../../../src/shared/staff/dashboard.ts";
import { storedAddonBooking } from "../../factories/addon-bookings.ts";
import { createAdminSession } from "../helpers/admin-session.ts";
import { useTestApp } from "../helpers/use-test-app.ts";

const HOUR = 3_600_000;

describe("London's calendar day for 'today' figures", () => {
  it("starts at midnight GMT in winter and at 23:00 UTC the evening before in summer", () => {
    expect(londonMidnight("2026-01-15").toISOString()).toBe("2026-01-15T00:00:00.000Z");
    expect(londonMidnight("2026-07-15").toISOString()).toBe("2026-07-14T23:00:00.000Z");
    // The Sunday the clocks go forward begins in GMT; the one they go back begins in BST.
    expect(londonMidnight("2026-03-29").toISOString()).toBe("2026-03-29T00:00:00.000Z");
    expect(londonMidnight("2026-10-25").toISOString()).toBe("2026-10-24T23:00:00.000Z");
  });
});

describe("the staff dashboard (ADR 024)", () => {
  const t = useTestApp();

  async function seed() {
    const { prisma } = t.app;
    const now = new Date();
    const today = londonToday(now);
    const startOfToday = londonMidnight(today);
    const day = (date: string) => new Date(`${date}T00:00:00Z`);
    const booking = (overrides: Parameters<typeof storedAddonBooking>[0]) => prisma.addonBooking.create({ data: storedAddonBooking(overrides), select: { id: true } });
    await booking({ guestName: "Zoe Today", checkInDate: day(today), checkOutDate: day(addDays(today, 2)), paidAt: new Date(startOfToday.getTime() + 60_000), totalAmountPence: 4000 });
    await booking({ guestName: "Amy Today", checkInDate: day(today), checkOutDate: day(addDays(today, 1)), paidAt: new Date(startOfToday.getTime() - HOUR), totalAmountPence: 1000, verifiedAtReception: true, numberOfPets: 1, petDetails: [{ name: "Rex", type: "Dog" }] });
    await booking({ guestName: "Tom Tomorrow", checkInDate: day(addDays(today, 1)), checkOutDate: day(addDays(today, 3)), paidAt: new Date(startOfToday.getTime() - 24 * HOUR), totalAmountPence: 4000 });
    await booking({ guestName: "Later Guest", checkInDate: day(addDays(today, 5)), checkOutDate: day(addDays(today, 6)), totalAmountPence: 2000 });
    // Not paid: counted nowhere.
    await booking({ guestName: "Pending Today", checkInDate: day(today), checkOutDate: day(addDays(today, 1)), paymentStatus: "pending", paidAt: null, totalAmountPence: 9900 });

    const contact = (name: string, createdAt: Date, status: "new" | "replied" = "new") =>
      prisma.contactInquiry.create({ data: { id: randomUUID(), name, email: "c@example.com", subject: "booking", message: "Hello there", marketingOptIn: false, source: "/contact", status, createdAt } });
    await contact("Oldest Contact", new Date(now.getTime() - 72 * HOUR));
    await contact("Answered Contact", new Date(now.getTime() - 96 * HOUR), "replied");
    await contact("Today Contact", new Date(Math.max(startOfToday.getTime(), now.getTime() - 60_000)));
    await prisma.eventInquiry.create({
      data: { id: randomUUID(), name: "Wedding Couple", email: "w@example.com", phone: "+447700900123", eventType: "wedding", guests: 80, marketingOptIn: false, source: "/events/weddings", createdAt: new Date(now.getTime() - 48 * HOUR) },
    });

    const price = (date: string, ours: number | null, competitors: number[]) =>
      prisma.roomPrice.create({ data: { roomType: "double", date: day(date), ourPricePence: ours, competitorPrices: { create: competitors.map((pricePence, index) => ({ competitor: `Rival ${index}`, pricePence })) } } });
    await price(addDays(today, 10), 9000, [9500, 9000]);
    await price(addDays(today, 11), 9000, [8900]);
    await price(addDays(today, 12), 9000, []);
    await price(addDays(today, 13), null, [8000]);
    return today;
  }

  it("gives an owner the figures, revenue in pounds, and Today's arrivals and longest-waiting enquiries", async () => {
    const today = await seed();
    const owner = await createAdminSession(t.app, { role: "owner" });
    const response = await t.app.inject({ method: "GET", url: "/api/admin/dashboard", headers: { cookie: owner.cookie } });
    expect(response.statusCode).toBe(200);
    const data = response.json<{ data: DashboardData }>().data;
    expect(data.bookings).toEqual({ total_bookings: 4, today_bookings: 1, total_revenue: 110, refunded: 0 });
    expect(data.inquiries).toEqual({ total_inquiries: 4, today_inquiries: 1 });
    expect(data.pricing).toEqual({ best_price_count: 2, total_price_entries: 3 });
    expect(data.today.date).toBe(today);
    expect(data.today.arrivingToday.map((arrival) => [arrival.guestName, arrival.verified, arrival.numberOfPets])).toEqual([
      ["Amy Today", true, 1],
      ["Zoe Today", false, 2],
    ]);
    expect(data.today.arrivingToday[1]?.petTypes).toEqual(["Dog", "Cat"]);
    expect(data.today.arrivingTomorrow.map((arrival) => arrival.guestName)).toEqual(["Tom Tomorrow"]);
    expect(data.today.waitingLongest.map((enquiry) => [enquiry.name, enquiry.kind, enquiry.topic])).toEqual([
      ["Oldest Contact", "contact", "booking"],
      ["Wedding Couple", "event", "wedding"],
      ["Today Contact", "contact", "booking"],
    ]);
  });

  it("leaves revenue out for reception (ADR 024) and records every view in the audit trail", async () => {
    const receptionist = await createAdminSession(t.app);
    const response = await t.app.inject({ method: "GET", url: "/api/admin/dashboard", headers: { cookie: receptionist.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: DashboardData }>().data.bookings.total_revenue).toBeNull();
    await expect(t.app.prisma.auditEvent.count({ where: { actorId: receptionist.admin.id, action: "dashboard.viewed" } })).resolves.toBe(1);
  });

  it("lists as waiting every enquiry not yet replied to, opened (read) or not, oldest first; replied and closed ones are not waiting", async () => {
    const { prisma } = t.app;
    const now = Date.now();
    const contact = (name: string, hoursAgo: number, status: "new" | "read" | "replied" | "closed") =>
      prisma.contactInquiry.create({ data: { id: randomUUID(), name, email: "c@example.com", subject: "general", message: "Hello there", marketingOptIn: false, source: "/contact", status, createdAt: new Date(now - hoursAgo * HOUR) } });
    await contact("Opened Not Answered", 5, "read");
    await contact("Replied Guest", 9, "replied");
    await contact("Closed Guest", 8, "closed");
    await contact("Brand New", 1, "new");
    await prisma.eventInquiry.create({
      data: { id: randomUUID(), name: "Opened Wedding", email: "w@example.com", phone: "+447700900123", eventType: "wedding", guests: 80, marketingOptIn: false, source: "/events/weddings", status: "read", createdAt: new Date(now - 7 * HOUR) },
    });
    const owner = await createAdminSession(t.app, { role: "owner" });
    const response = await t.app.inject({ method: "GET", url: "/api/admin/dashboard", headers: { cookie: owner.cookie } });
    const mine = ["Opened Not Answered", "Replied Guest", "Closed Guest", "Brand New", "Opened Wedding"];
    const waiting = response.json<{ data: DashboardData }>().data.today.waitingLongest.map((enquiry) => enquiry.name).filter((name) => mine.includes(name));
    expect(waiting).toEqual(["Opened Wedding", "Opened Not Answered", "Brand New"]);
  });

  it("is refused without a staff session", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/admin/dashboard" });
    expect(response.statusCode).toBe(401);
  });

});

describe("add-on revenue (ADR 024)", () => {
  const t = useTestApp();

  it("counts as revenue what guests paid and the hotel kept, a paid add-on cancelled without a refund included, with refunds apart; the Pet Accommodation cards agree", async () => {
    const { prisma } = t.app;
    const paidAt = new Date(Date.now() - 48 * HOUR);
    const booking = (overrides: Parameters<typeof storedAddonBooking>[0]) => prisma.addonBooking.create({ data: storedAddonBooking(overrides), select: { id: true } });
    await booking({ guestName: "Paid Guest", totalAmountPence: 2000, paidAt });
    await booking({ guestName: "Cancelled Kept", totalAmountPence: 3000, paidAt, paymentStatus: "cancelled", cancelledAt: new Date() });
    await booking({ guestName: "Cancelled Refunded", totalAmountPence: 4000, paidAt, paymentStatus: "cancelled", cancelledAt: new Date(), refundedAt: new Date() });
    await booking({ guestName: "Never Paid", totalAmountPence: 5000, paymentStatus: "pending", paidAt: null });
    await booking({ guestName: "Cancelled Unpaid", totalAmountPence: 6000, paymentStatus: "cancelled", paidAt: null, cancelledAt: new Date() });

    const owner = await createAdminSession(t.app, { role: "owner" });
    const dashboard = await t.app.inject({ method: "GET", url: "/api/admin/dashboard", headers: { cookie: owner.cookie } });
    expect(dashboard.json<{ data: DashboardData }>().data.bookings).toMatchObject({ total_revenue: 50, refunded: 40 });
    const cards = await t.app.inject({ method: "GET", url: "/api/admin/addon-bookings", headers: { cookie: owner.cookie } });
    expect(cards.json<{ data: { summary: { paid_revenue: number; refunded: number } } }>().data.summary).toMatchObject({ paid_revenue: 50, refunded: 40 });

    const reception = await createAdminSession(t.app);
    const forReception = await t.app.inject({ method: "GET", url: "/api/admin/dashboard", headers: { cookie: reception.cookie } });
    expect(forReception.json<{ data: DashboardData }>().data.bookings).toMatchObject({ total_revenue: null, refunded: null });
  });
});
