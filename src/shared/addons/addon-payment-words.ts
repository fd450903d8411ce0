import type { AddonBookingAdminView, DeskPaymentMethod } from "./addon-booking-admin.ts";

// The one set of words for an add-on's payment state (ADR 090), shared by the Pet Accommodation
// tab's badges, its CSV export, the details dialog and the Check-in card.

type PaymentFacts = Pick<AddonBookingAdminView, "payment_status" | "refunded_at" | "paid_at_desk_at">;

export const DESK_PAYMENT_METHOD_WORDS: Record<DeskPaymentMethod, string> = { cash: "cash", card_terminal: "card terminal" };

/** The state's name: "Paid" (online, the original's word), "Paid at the desk", "Pending", "Failed", "Cancelled" or "Refunded". */
export function paymentStateName(booking: PaymentFacts): string {
  switch (booking.payment_status) {
    case "succeeded":
      return booking.paid_at_desk_at ? "Paid at the desk" : "Paid";
    case "pending":
      return "Pending";
    case "failed":
      return "Failed";
    case "cancelled":
      return booking.refunded_at ? "Refunded" : "Cancelled";
  }
}

/**
 * The amount's label and words on the Check-in card and in the details dialog: "Due" and "To take
 * at the desk" while unpaid, "Paid online", or "Paid at the desk (cash) by NAME at TIME";
 * `formatTime` writes the instant as staff read times.
 */
export function amountWords(
  booking: PaymentFacts & Pick<AddonBookingAdminView, "paid_at_desk_by" | "desk_payment_method">,
  formatTime: (iso: string) => string,
): { label: string; note: string | null } {
  if (booking.payment_status === "pending" || booking.payment_status === "failed") return { label: "Due", note: "To take at the desk" };
  if (booking.paid_at_desk_at) {
    const method = booking.desk_payment_method ? ` (${DESK_PAYMENT_METHOD_WORDS[booking.desk_payment_method]})` : "";
    return { label: "Paid at the desk", note: `Paid at the desk${method} by ${booking.paid_at_desk_by ?? "staff"} at ${formatTime(booking.paid_at_desk_at)}` };
  }
  if (booking.payment_status === "succeeded") return { label: "Paid online", note: null };
  return { label: paymentStateName(booking), note: null };
}
