import { addDays, londonToday } from "../../../shared/dates.ts";
import type { ArrivingPetAddon, DashboardData, WaitingEnquiry } from "../../../shared/staff/dashboard.ts";
import { WAITING_ENQUIRIES_SHOWN } from "../../../shared/staff/dashboard.ts";
import type { PrismaClient } from "../../db/prisma.ts";
import { addonBookingBaseSelect } from "../addons/addon-booking-select.ts";
import { narrowedSelect } from "../core/narrowed-select.ts";
import { bestPriceSummary } from "../rooms/best-price.ts";
import { petTypesOf } from "../addons/anonymised-addon-booking.ts";
import { londonMidnight } from "./london-day.ts";
import { addonRevenue } from "../addons/addon-revenue.ts";

const penceToPounds = (pence: number) => pence / 100;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

async function arrivals(prisma: PrismaClient, from: string, to: string): Promise<ArrivingPetAddon[]> {
  const rows = await prisma.addonBooking.findMany({
    where: { paymentStatus: "succeeded", checkInDate: { gte: new Date(from), lte: new Date(to) } },
    orderBy: [{ checkInDate: "asc" }, { guestName: "asc" }],
    select: narrowedSelect(addonBookingBaseSelect, ["id", "reference", "guestName", "checkInDate", "numberOfPets", "petDetails", "verifiedAtReception"]),
  });
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    guestName: row.guestName,
    checkInDate: isoDate(row.checkInDate),
    numberOfPets: row.numberOfPets,
    petTypes: petTypesOf(row.petDetails),
    verified: row.verifiedAtReception,
  }));
}

/** Not yet replied to: new, or opened (read) without a reply. Opening an enquiry does not answer it. */
const AWAITING_REPLY = { status: { in: ["new" as const, "read" as const] } };

async function waitingLongest(prisma: PrismaClient): Promise<WaitingEnquiry[]> {
  const select = { id: true, name: true, createdAt: true } as const;
  const [contacts, events] = await Promise.all([
    prisma.contactInquiry.findMany({ where: AWAITING_REPLY, orderBy: { createdAt: "asc" }, take: WAITING_ENQUIRIES_SHOWN, select: { ...select, subject: true } }),
    prisma.eventInquiry.findMany({ where: AWAITING_REPLY, orderBy: { createdAt: "asc" }, take: WAITING_ENQUIRIES_SHOWN, select: { ...select, eventType: true } }),
  ]);
  return [
    ...contacts.map((row) => ({ id: row.id, kind: "contact" as const, name: row.name, topic: row.subject, at: row.createdAt })),
    ...events.map((row) => ({ id: row.id, kind: "event" as const, name: row.name, topic: row.eventType, at: row.createdAt })),
  ]
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .slice(0, WAITING_ENQUIRIES_SHOWN)
    .map(({ at, ...rest }) => ({ ...rest, receivedAt: at.toISOString() }));
}

/**
 * The dashboard: paid pet add-ons and their revenue, enquiries,
 * the best-price count, and Today: add-ons arriving today and tomorrow, enquiries waiting longest.
 * "Today" is the London calendar day. Revenue (what was paid and kept) and refunds are left out
 * (null) unless the reader is an owner.
 */
export async function dashboardData(prisma: PrismaClient, now: Date, { withRevenue }: { withRevenue: boolean }): Promise<DashboardData> {
  const today = londonToday(now);
  const tomorrow = addDays(today, 1);
  const startOfToday = londonMidnight(today);
  const paid = { paymentStatus: "succeeded" as const };
  const [totalBookings, todayBookings, revenue, contactTotal, eventTotal, contactToday, eventToday, pricing, arrivingBoth, waiting] = await Promise.all([
    prisma.addonBooking.count({ where: paid }),
    prisma.addonBooking.count({ where: { ...paid, paidAt: { gte: startOfToday } } }),
    withRevenue ? addonRevenue(prisma) : Promise.resolve(null),
    prisma.contactInquiry.count(),
    prisma.eventInquiry.count(),
    prisma.contactInquiry.count({ where: { createdAt: { gte: startOfToday } } }),
    prisma.eventInquiry.count({ where: { createdAt: { gte: startOfToday } } }),
    bestPriceSummary(prisma),
    arrivals(prisma, today, tomorrow),
    waitingLongest(prisma),
  ]);
  return {
    bookings: {
      total_bookings: totalBookings,
      today_bookings: todayBookings,
      total_revenue: revenue ? penceToPounds(revenue.keptPence) : null,
      refunded: revenue ? penceToPounds(revenue.refundedPence) : null,
    },
    inquiries: { total_inquiries: contactTotal + eventTotal, today_inquiries: contactToday + eventToday },
    pricing,
    today: {
      date: today,
      arrivingToday: arrivingBoth.filter((arrival) => arrival.checkInDate === today),
      arrivingTomorrow: arrivingBoth.filter((arrival) => arrival.checkInDate === tomorrow),
      waitingLongest: waiting,
    },
  };
}
