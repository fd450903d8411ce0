import AlertTriangle from "lucide-react/icons/alert-triangle";
import CheckCircle2 from "lucide-react/icons/check-circle-2";
import Printer from "lucide-react/icons/printer";
import Banknote from "lucide-react/icons/banknote";
import { useState } from "react";
import type { AddonBookingAdminView } from "../../../../shared/addons/addon-booking-admin.ts";
import { amountWords } from "../../../../shared/addons/addon-payment-words.ts";
import { formatAmount } from "../../../../shared/money.ts";
import { Button } from "../../../components/ui/button.tsx";
import { DeskPaymentForm, RECORD_DESK_PAYMENT } from "../pet-bookings/desk-payment-form.tsx";
import { PaymentBadge, VerificationBadge } from "../pet-bookings/pet-booking-badges.tsx";
import { formatStayDate } from "../pet-bookings/pet-booking-table.tsx";
import { formatStaffDateTime } from "../ui/staff-date-time.ts";
import { checkInWarning } from "./match-code.ts";

function warningText(booking: AddonBookingAdminView, justVerified: boolean): string | null {
  switch (checkInWarning(booking)) {
    case "cancelled":
      return `This add-on was cancelled${booking.refunded_at ? " and refunded" : ""}: it is not valid for this stay.`;
    case "unpaid":
      return `This add-on is not paid (${booking.payment_status}): take the pet fee at reception or ask the guest to pay online before verifying.`;
    case "verified":
      // Verified on this screen a moment ago: that is news, not a warning (ADR 102).
      if (justVerified) return null;
      return `Already verified${booking.verified_by ? ` by ${booking.verified_by}` : ""}${booking.verified_at ? ` on ${formatStaffDateTime(booking.verified_at)}` : ""}.`;
    default:
      return null;
  }
}

interface CheckInCardProps {
  booking: AddonBookingAdminView;
  verifying: boolean;
  onVerify: () => void;
  /** The booking as the server left it after reception recorded the fee taken at the desk. */
  onPaidAtDesk: (booking: AddonBookingAdminView) => void;
  /** Verified with this card's own button, a moment ago. */
  justVerified: boolean;
}

/**
 * One add-on as reception checks it against the guest in front of them: who, when, which pets,
 * paid or not (an unpaid fee taken at the desk, ADR 090), and Verify in one press. The card is
 * also the printable slip.
 */
export function CheckInCard({ booking, verifying, onVerify, onPaidAtDesk, justVerified }: CheckInCardProps) {
  const [takingPayment, setTakingPayment] = useState(false);
  const warning = warningText(booking, justVerified);
  const verifiable = checkInWarning(booking) === null;
  const unpaid = checkInWarning(booking) === "unpaid";
  const amount = amountWords(booking, formatStaffDateTime);
  return (
    <article aria-labelledby={`slip-${booking.id}`} className="check-in-slip rounded-sm border border-border bg-surface p-5 shadow-xs">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`slip-${booking.id}`} className="text-2xl font-semibold">
            <span className="font-mono">{booking.reference}</span> · {booking.guest_name}
          </h2>
          <p className="text-muted-foreground">Room booking {booking.booking_confirmation_id || "—"}</p>
        </div>
        {/* Each state named by what it is a state of, so "Pending" never stands alone; verification
            waits for the payment, so an unpaid card shows one state, not "Pending" twice. */}
        <dl className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <div className="flex items-center gap-2">
            <dt className="text-muted-foreground">Payment</dt>
            <dd>
              <PaymentBadge booking={booking} />
            </dd>
          </div>
          {booking.payment_status === "succeeded" ? (
            <div className="flex items-center gap-2">
              <dt className="text-muted-foreground">Verification</dt>
              <dd>
                <VerificationBadge verified={booking.verified_at_reception} />
              </dd>
            </div>
          ) : null}
        </dl>
      </header>
      <dl className="mt-4 grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-1.5">
        <dt className="text-muted-foreground">Stay</dt>
        <dd>
          {formatStayDate(booking.check_in_date)} to {formatStayDate(booking.check_out_date)} ({booking.number_of_nights} {booking.number_of_nights === 1 ? "night" : "nights"})
        </dd>
        <dt className="text-muted-foreground">Pets</dt>
        <dd>{booking.pet_details.map((pet) => `${pet.name} (${pet.type})`).join(", ") || booking.number_of_pets}</dd>
        {booking.pet_special_requirements ? (
          <>
            <dt className="text-muted-foreground">Requests</dt>
            <dd className="whitespace-pre-line">{booking.pet_special_requirements}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">{amount.label}</dt>
        <dd>
          {formatAmount(booking.total_amount)}
          {amount.note ? <span className="block text-muted-foreground">{amount.note}</span> : null}
        </dd>
      </dl>
      {justVerified && booking.verified_at ? (
        <p role="status" className="mt-4 flex items-start gap-2 rounded-sm border border-emerald-700/50 bg-emerald-50 p-3 font-medium text-emerald-950 dark:border-emerald-300/50 dark:bg-emerald-950/40 dark:text-emerald-100">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          Verified at reception on {formatStaffDateTime(booking.verified_at)}.
        </p>
      ) : null}
      {warning ? (
        <p role="alert" className="mt-4 flex items-start gap-2 rounded-sm border border-amber-700/50 bg-amber-50 p-3 font-medium text-amber-950 dark:border-amber-300/50 dark:bg-amber-950/40 dark:text-amber-100">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {warning}
        </p>
      ) : null}
      {unpaid && takingPayment ? (
        <DeskPaymentForm
          booking={booking}
          onCancel={() => setTakingPayment(false)}
          onRecorded={(recorded) => {
            setTakingPayment(false);
            onPaidAtDesk(recorded);
          }}
        />
      ) : null}
      <div className="mt-5 flex flex-wrap gap-3 print:hidden">
        {unpaid && !takingPayment ? (
          <Button onClick={() => setTakingPayment(true)} size="lg">
            <Banknote aria-hidden="true" />
            {RECORD_DESK_PAYMENT}
          </Button>
        ) : null}
        {verifiable ? (
          <Button onClick={onVerify} disabled={verifying} size="lg">
            <CheckCircle2 aria-hidden="true" />
            {verifying ? "Verifying..." : "Verify pet add-on"}
          </Button>
        ) : null}
        <Button variant="outline" size="lg" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Print slip
        </Button>
      </div>
    </article>
  );
}
