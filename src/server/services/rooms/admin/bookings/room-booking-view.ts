import type { AddonBookingAdminView } from "../../../../../shared/addons/addon-booking-admin.ts";
import type { RoomBookingDetails, RoomBookingVerification } from "../../../../../shared/rooms/room-booking-admin.ts";

const pounds = (pence: number) => pence / 100;
const penceOf = (amount: number) => Math.round(amount * 100);

/** Paid and not refunded: a paid add-on cancelled without a refund is money the hotel kept (ADR 025). */
function kept(addon: AddonBookingAdminView): boolean {
  return addon.refunded_at === null && (addon.payment_status === "succeeded" || addon.payment_status === "cancelled");
}

function verificationOf(addons: readonly AddonBookingAdminView[]): RoomBookingVerification {
  const due = addons.filter((addon) => addon.payment_status === "succeeded");
  const verified = due.filter((addon) => addon.verified_at_reception).length;
  if (due.length === 0) return "none_due";
  if (verified === due.length) return "verified";
  return verified === 0 ? "not_verified" : "partly_verified";
}

/**
 * A room booking from the add-ons that share its confirmation ID (at least one): the guest and
 * the ID as on the latest add-on, the stay from the earliest check-in to the latest check-out,
 * amounts summed in pence.
 */
export function roomBookingOf(addons: readonly AddonBookingAdminView[]): RoomBookingDetails {
  const latestFirst = [...addons].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
  const [latest] = latestFirst;
  if (!latest) throw new Error("A room booking is made of at least one add-on");
  const sumPence = (chosen: (addon: AddonBookingAdminView) => boolean) => latestFirst.filter(chosen).reduce((sum, addon) => sum + penceOf(addon.total_amount), 0);
  return {
    booking_confirmation_id: latest.booking_confirmation_id,
    guest_name: latest.guest_name,
    guest_email: latest.guest_email,
    guest_phone: latest.guest_phone,
    check_in_date: latestFirst.map((addon) => addon.check_in_date).reduce((a, b) => (b < a ? b : a)),
    check_out_date: latestFirst.map((addon) => addon.check_out_date).reduce((a, b) => (b > a ? b : a)),
    addon_count: latestFirst.length,
    references: latestFirst.map((addon) => addon.reference),
    paid_amount: pounds(sumPence(kept)),
    refunded_amount: pounds(sumPence((addon) => addon.refunded_at !== null)),
    verification: verificationOf(latestFirst),
    last_booked_at: latest.created_at,
    addons: latestFirst,
  };
}
