import type { AddonBookingFilters } from "../../../../shared/addons/addon-booking-admin.ts";
import type { Prisma } from "../../../db/prisma.ts";
import { containsLiterally } from "../../core/contains-pattern.ts";

/**
 * The tab's filters as a Prisma `where`: search in name, e-mail, confirmation id and reference
 * (any case, `_` and `%` taken literally), payment and verification state, check-in range (the check_in_date index).
 */
export function addonBookingWhere(filters: AddonBookingFilters): Prisma.AddonBookingWhereInput {
  const and: Prisma.AddonBookingWhereInput[] = [];
  if (filters.search) {
    const contains = containsLiterally(filters.search);
    and.push({ OR: [{ guestName: contains }, { guestEmail: contains }, { bookingConfirmationId: contains }, { reference: contains }] });
  }
  if (filters.payment !== "all") and.push({ paymentStatus: filters.payment });
  if (filters.verification !== "all") and.push({ verifiedAtReception: filters.verification === "verified" });
  if (filters.from || filters.to) {
    and.push({ checkInDate: { ...(filters.from ? { gte: new Date(`${filters.from}T00:00:00Z`) } : {}), ...(filters.to ? { lte: new Date(`${filters.to}T00:00:00Z`) } : {}) } });
  }
  return and.length ? { AND: and } : {};
}

/** The order of the list: by check-in or by creation, the id breaking ties so pages never overlap. */
export function addonBookingOrder(filters: Pick<AddonBookingFilters, "sort" | "order">): Prisma.AddonBookingOrderByWithRelationInput[] {
  const first: Prisma.AddonBookingOrderByWithRelationInput = filters.sort === "checkIn" ? { checkInDate: filters.order } : { createdAt: filters.order };
  return [first, ...(filters.sort === "checkIn" ? [{ createdAt: filters.order }] : []), { id: filters.order }];
}
