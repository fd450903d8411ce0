import type { AddonBookingReceiptView } from "../../../shared/addons/addon-booking-view.ts";
import { ArrivalNotes, HotelContact, WithReferenceCard, YourBookingSection } from "./addon-booking-parts.tsx";

/** Where the guest finds what this page no longer shows (ADR 036); nothing to say of a payment that failed. */
function detailsElsewhereLine(status: AddonBookingReceiptView["paymentStatus"]): string | null {
  if (status === "succeeded" || status === "cancelled") return "Your booking details are in your confirmation e-mail.";
  if (status === "pending") return "Your booking details will be in your confirmation e-mail once your payment is confirmed.";
  return null;
}

const DETAILS_PRIVACY_LINE = "To keep them private, this page shows them only in the browser you paid with, and only for an hour after payment.";

/**
 * The success page for anyone but the browser that just paid (ADR 036): the booking's status and
 * reference with its QR code (what reception needs), how to arrive, and where the details are.
 */
export function AddonBookingReceipt({ booking }: { booking: AddonBookingReceiptView }) {
  const elsewhere = detailsElsewhereLine(booking.paymentStatus);
  return (
    <WithReferenceCard reference={booking.reference} referenceQrSvg={booking.referenceQrSvg}>
      <YourBookingSection reference={booking.reference} paymentStatus={booking.paymentStatus}>
        {elsewhere ? (
          <div className="mt-4 space-y-1 rounded-sm border border-border bg-surface p-4 leading-relaxed">
            <p className="font-medium">{elsewhere}</p>
            <p className="text-sm text-muted-foreground">{DETAILS_PRIVACY_LINE}</p>
          </div>
        ) : null}
      </YourBookingSection>
      <ArrivalNotes reference={booking.reference} bookingConfirmationId={null} paid={booking.paymentStatus === "succeeded"} />
      <HotelContact />
    </WithReferenceCard>
  );
}
