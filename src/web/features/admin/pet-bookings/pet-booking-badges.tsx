import type { AddonBookingAdminView } from "../../../../shared/addons/addon-booking-admin.ts";
import { StateBadge } from "../ui/table-region.tsx";

/** The payment state as staff read it (succeeded is "Paid"); a cancelled booking with a refund is "Refunded". */
function paymentLabel(booking: Pick<AddonBookingAdminView, "payment_status" | "refunded_at">): string {
  switch (booking.payment_status) {
    case "succeeded":
      return "Paid";
    case "pending":
      return "Pending";
    case "failed":
      return "Failed";
    case "cancelled":
      return booking.refunded_at ? "Refunded" : "Cancelled";
  }
}

export function PaymentBadge({ booking }: { booking: Pick<AddonBookingAdminView, "payment_status" | "refunded_at"> }) {
  const tone = booking.payment_status === "succeeded" ? "good" : booking.payment_status === "failed" ? "warn" : "muted";
  return <StateBadge tone={tone}>{paymentLabel(booking)}</StateBadge>;
}

/** Verification is pending until reception marks the booking verified. */
export function VerificationBadge({ verified }: { verified: boolean }) {
  return verified ? <StateBadge tone="good">Verified</StateBadge> : <StateBadge tone="warn">Pending</StateBadge>;
}
