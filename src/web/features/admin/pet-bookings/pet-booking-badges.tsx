import type { AddonBookingAdminView } from "../../../../shared/addons/addon-booking-admin.ts";
import { paymentStateName } from "../../../../shared/addons/addon-payment-words.ts";
import { StateBadge } from "../ui/table-region.tsx";

/** The payment state in the words of ADR 090 (succeeded is "Paid", or "Paid at the desk"). */
export function PaymentBadge({ booking }: { booking: Pick<AddonBookingAdminView, "payment_status" | "refunded_at" | "paid_at_desk_at"> }) {
  const tone = booking.payment_status === "succeeded" ? "good" : booking.payment_status === "failed" ? "warn" : "muted";
  return <StateBadge tone={tone}>{paymentStateName(booking)}</StateBadge>;
}

/** "Not verified" until reception marks the booking verified: the one name of that state in every tab (ADR 101). */
export function VerificationBadge({ verified }: { verified: boolean }) {
  return verified ? <StateBadge tone="good">Verified</StateBadge> : <StateBadge tone="warn">Not verified</StateBadge>;
}
