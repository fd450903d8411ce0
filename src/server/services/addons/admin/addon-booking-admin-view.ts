import type { AddonBookingAdminView } from "../../../../shared/addons/addon-booking-admin.ts";
import type { Prisma } from "../../../db/prisma.ts";
import { narrowedSelect } from "../../core/narrowed-select.ts";
import { isoDay, storedPets } from "../addon-booking-record.ts";
import { type AddonBookingColumn, addonBookingBaseSelect, type StaffHiddenColumn } from "../addon-booking-select.ts";

/** The columns staff see of an add-on booking (never Stripe's ids or the unit price; the marketing choice since ADR 063). */
const STAFF_COLUMNS = ["id", "reference", "bookingConfirmationId", "guestName", "guestEmail", "guestPhone", "checkInDate", "checkOutDate", "numberOfNights", "numberOfPets", "petDetails", "specialRequirements", "totalAmountPence", "paymentStatus", "paymentMethod", "paidAtDeskAt", "paidAtDeskBy", "deskPaymentMethod", "verifiedAtReception", "verifiedBy", "verifiedAt", "cancelledAt", "refundedAt", "createdAt", "marketingOptIn"] as const satisfies readonly Exclude<AddonBookingColumn, StaffHiddenColumn>[];
export const addonBookingAdminSelect = narrowedSelect(addonBookingBaseSelect, STAFF_COLUMNS);

export type AddonBookingAdminRow = Prisma.AddonBookingGetPayload<{ select: typeof addonBookingAdminSelect }>;

/** The admin view (snake_case, pounds); the pet add-on is the booking's only item, so its subtotal is the total. */
export function addonBookingAdminView(row: AddonBookingAdminRow): AddonBookingAdminView {
  const pounds = row.totalAmountPence / 100;
  return {
    id: row.id,
    reference: row.reference,
    booking_confirmation_id: row.bookingConfirmationId,
    guest_name: row.guestName,
    guest_email: row.guestEmail,
    guest_phone: row.guestPhone,
    check_in_date: isoDay(row.checkInDate),
    check_out_date: isoDay(row.checkOutDate),
    number_of_nights: row.numberOfNights,
    pet_addon_enabled: row.numberOfPets > 0,
    number_of_pets: row.numberOfPets,
    pet_details: storedPets(row.petDetails),
    pet_special_requirements: row.specialRequirements,
    pet_subtotal: pounds,
    total_amount: pounds,
    payment_status: row.paymentStatus,
    payment_method: row.paymentMethod,
    paid_at_desk_at: row.paidAtDeskAt?.toISOString() ?? null,
    paid_at_desk_by: row.paidAtDeskBy,
    desk_payment_method: row.deskPaymentMethod,
    verified_at_reception: row.verifiedAtReception,
    verified_by: row.verifiedBy,
    verified_at: row.verifiedAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    refunded_at: row.refundedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    marketing_consent: row.marketingOptIn,
  };
}
