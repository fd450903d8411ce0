import type { Prisma, PrismaClient } from "../../db/prisma.ts";

/**
 * Money from pet add-ons: revenue is what guests paid and the hotel kept, so a
 * paid booking cancelled without a refund still counts; refunds are counted apart. One rule for
 * the dashboard and the Pet Accommodation cards. Of the kept money, what reception took at the desk
 * is counted apart too (ADR 090).
 */
const KEPT: Prisma.AddonBookingWhereInput = {
  refundedAt: null,
  OR: [{ paymentStatus: "succeeded" }, { paymentStatus: "cancelled", paidAt: { not: null } }],
};
const REFUNDED: Prisma.AddonBookingWhereInput = { paidAt: { not: null }, refundedAt: { not: null } };

export interface AddonRevenue {
  keptPence: number;
  /** Of `keptPence`, taken at the desk. */
  deskPence: number;
  refundedPence: number;
}

/** Kept and refunded amounts (pence) over the bookings `where` selects (all of them by default). */
export async function addonRevenue(prisma: Pick<PrismaClient, "addonBooking">, where: Prisma.AddonBookingWhereInput = {}): Promise<AddonRevenue> {
  const [kept, desk, refunded] = await Promise.all([
    prisma.addonBooking.aggregate({ where: { AND: [where, KEPT] }, _sum: { totalAmountPence: true } }),
    prisma.addonBooking.aggregate({ where: { AND: [where, KEPT, { paidAtDeskAt: { not: null } }] }, _sum: { totalAmountPence: true } }),
    prisma.addonBooking.aggregate({ where: { AND: [where, REFUNDED] }, _sum: { totalAmountPence: true } }),
  ]);
  return { keptPence: kept._sum.totalAmountPence ?? 0, deskPence: desk._sum.totalAmountPence ?? 0, refundedPence: refunded._sum.totalAmountPence ?? 0 };
}
