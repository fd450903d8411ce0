import type { AddonBookingList, AddonBookingListQuery } from "../../../../shared/addons/addon-booking-admin.ts";
import { londonToday } from "../../../../shared/dates.ts";
import { pageWindow } from "../../../../shared/staff/staff-list.ts";
import type { Prisma } from "../../../db/prisma.ts";
import { recordStaffRead } from "../../core/audit-trail.ts";
import { auditedFilters } from "../../core/audited-filters.ts";
import { addonRevenue } from "../addon-revenue.ts";
import { addonBookingAdminSelect, addonBookingAdminView } from "./addon-booking-admin-view.ts";
import { addonBookingOrder, addonBookingWhere } from "./addon-booking-filters.ts";
import type { ServiceContext, StaffActor } from "../../core/service-context.ts";

/**
 * One page of the Pet Accommodation list, how many matched, and the cards' figures over all the
 * matching bookings (ADR 025). The read is written to the audit trail before anything is read.
 */
export async function listAddonBookings(context: ServiceContext<StaffActor>, query: AddonBookingListQuery): Promise<AddonBookingList> {
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
