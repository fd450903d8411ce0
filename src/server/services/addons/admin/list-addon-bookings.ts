import type { AddonBookingList, AddonBookingListQuery } from "../../../../shared/addons/addon-booking-admin.ts";
import { londonToday } from "../../../../shared/dates.ts";
import { pageWindow } from "../../../../shared/staff/staff-list.ts";
import type { Prisma } from "../../../db/prisma.ts";
import { recordStaffRead } from "../../core/audit-trail.ts";
import { addonRevenue } from "../addon-revenue.ts";
import type { AddonAdminContext } from "./addon-admin-context.ts";
import { addonBookingAdminSelect, addonBookingAdminView } from "./addon-booking-admin-view.ts";
import { addonBookingOrder, addonBookingWhere } from "./addon-booking-filters.ts";

/**
 * The filters as the audit trail keeps them: whether a search was made but not its text, which is
 * often a guest's name or e-mail (the trail holds no personal data beyond the record it names).
 */
export function auditedFilters(query: Omit<AddonBookingListQuery, "page" | "pageSize"> & Partial<Pick<AddonBookingListQuery, "page" | "pageSize">>): Prisma.InputJsonObject {
  const { search, ...rest } = query;
  const kept: Record<string, string | number | boolean> = Object.fromEntries(Object.entries(rest).filter((entry): entry is [string, string | number] => entry[1] !== undefined));
  return search ? { ...kept, searched: true } : kept;
}

/**
 * One page of the Pet Accommodation list, how many matched, and the cards' figures over all the
 * matching bookings (ADR 025). The read is written to the audit trail before anything is read.
 */
export async function listAddonBookings(context: AddonAdminContext, query: AddonBookingListQuery): Promise<AddonBookingList> {
  await recordStaffRead(context, "addons.bookings_viewed", auditedFilters(query));
  const where = addonBookingWhere(query);
  const paid: Prisma.AddonBookingWhereInput = { AND: [where, { paymentStatus: "succeeded" }] };
  const today = new Date(`${londonToday(context.now())}T00:00:00Z`);
  const withRevenue = context.actor.role === "owner";
  const [rows, total, revenue, awaitingVerification, arrivingToday] = await Promise.all([
    context.prisma.addonBooking.findMany({ where, orderBy: addonBookingOrder(query), ...pageWindow(query), select: addonBookingAdminSelect }),
    context.prisma.addonBooking.count({ where }),
    withRevenue ? addonRevenue(context.prisma, where) : Promise.resolve(null),
    context.prisma.addonBooking.count({ where: { AND: [paid, { verifiedAtReception: false }] } }),
    context.prisma.addonBooking.count({ where: { AND: [paid, { checkInDate: today }] } }),
  ]);
  return {
    rows: rows.map(addonBookingAdminView),
    total,
    page: query.page,
    pageSize: query.pageSize,
    summary: {
      total_bookings: total,
      paid_revenue: revenue ? revenue.keptPence / 100 : null,
      refunded: revenue ? revenue.refundedPence / 100 : null,
      awaiting_verification: awaitingVerification,
      arriving_today: arrivingToday,
    },
  };
}
