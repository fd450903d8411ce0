import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { ADDON_ADMIN_MESSAGES, type AddonBookingAdminView } from "../../../../shared/addons/addon-booking-admin.ts";
import { amountWords } from "../../../../shared/addons/addon-payment-words.ts";
import { formatAmount } from "../../../../shared/money.ts";
import { PhoneLink } from "../ui/phone-link.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { showToast } from "../../../lib/toast.ts";
import { formatStaffDateTime } from "../ui/staff-date-time.ts";
import { StaffDialog } from "../ui/staff-dialog.tsx";
import { DeskPaymentForm, RECORD_DESK_PAYMENT } from "./desk-payment-form.tsx";
import { petBookingKey, petBookingQuery, petBookingsFilter, undoDeskPayment, verifyPetBooking } from "./pet-booking-api.ts";
import { PaymentBadge, VerificationBadge } from "./pet-booking-badges.tsx";
import { serverMessageOr } from "./pet-booking-failure.ts";
import { formatStayDate } from "./pet-booking-table.tsx";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </>
  );
}

const METHOD_LABELS = { card: "Card (Stripe Checkout)", wallet: "Apple Pay or Google Pay" } as const;

const isUnpaid = (booking: AddonBookingAdminView) => booking.payment_status === "pending" || booking.payment_status === "failed";

/** What Delete will do to this booking, as its button says it (ADR 025). */
function deleteActionLabel(booking: AddonBookingAdminView): string | null {
  if (isUnpaid(booking)) return "Delete";
  if (booking.payment_status === "succeeded") return "Cancel booking";
  return booking.refunded_at ? null : "Refund";
}

interface DetailsDialogProps {
  booking: AddonBookingAdminView;
  /** An owner's session: cancelling or refunding a paid booking is theirs alone (ADR 036). */
  mayMoveMoney: boolean;
  onClose: () => void;
  onDelete: (booking: AddonBookingAdminView) => void;
}

/** An owner's undo of a desk payment recorded by mistake, behind a confirm step (ADR 090). */
function UndoDeskPayment({ booking }: { booking: AddonBookingAdminView }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const undo = useMutation({
    mutationFn: () => undoDeskPayment(booking.id),
    onSuccess: async (undone) => {
      queryClient.setQueryData(petBookingKey(undone.id), undone);
      showToast(ADDON_ADMIN_MESSAGES.DESK_PAYMENT_UNDONE, "success");
      setConfirming(false);
      await queryClient.invalidateQueries(petBookingsFilter());
    },
    onError: (failure) => showToast(serverMessageOr(failure, ADDON_ADMIN_MESSAGES.DESK_UNDO_FAILED), "error"),
  });
  if (!confirming) {
    return (
      <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
        Undo payment taken at the desk
      </Button>
    );
  }
  return (
    <div role="group" aria-label="Undo payment taken at the desk" className="flex w-full flex-wrap items-center gap-3">
      <p className="mr-auto text-sm">The booking will be unpaid again ({formatAmount(booking.total_amount)} due) and no longer verified.</p>
      <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
        Keep the payment
      </Button>
      <Button type="button" onClick={() => undo.mutate()} disabled={undo.isPending}>
        {undo.isPending ? "Undoing..." : "Undo the payment"}
      </Button>
    </div>
  );
}

/** Every field of one booking (read afresh from the server, audited), with Verify, Delete and the desk payment (ADR 090). */
export function PetBookingDetailsDialog({ booking: listed, mayMoveMoney, onClose, onDelete }: DetailsDialogProps) {
  const queryClient = useQueryClient();
  const fresh = useQuery(petBookingQuery(listed));
  const booking = fresh.data ?? listed;
  const [takingPayment, setTakingPayment] = useState(false);
  const amount = amountWords(booking, formatStaffDateTime);
  const verify = useMutation({
    mutationFn: () => verifyPetBooking(booking.id),
    onSuccess: async (verified) => {
      queryClient.setQueryData(petBookingKey(verified.id), verified);
      showToast(ADDON_ADMIN_MESSAGES.VERIFIED, "success");
      await queryClient.invalidateQueries(petBookingsFilter());
    },
    onError: (failure) => showToast(serverMessageOr(failure, ADDON_ADMIN_MESSAGES.VERIFY_FAILED), "error"),
  });
  const canVerify = booking.payment_status === "succeeded" && !booking.verified_at_reception;
  const deleteLabel = deleteActionLabel(booking);
  // Reception sees why the button is not there, where they would look for it.
  const ownersOnly = deleteLabel !== null && !isUnpaid(booking) && !mayMoveMoney;

  return (
    <StaffDialog title={`Pet booking ${booking.reference}`} onClose={onClose}>
      <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-1.5 text-sm">
        <Field label="Reference">
          <span className="font-mono">{booking.reference}</span>
        </Field>
        <Field label="Booking ID">{booking.id}</Field>
        <Field label="Confirmation ID">{booking.booking_confirmation_id || "—"}</Field>
        <Field label="Guest">{booking.guest_name}</Field>
        <Field label="E-mail">{booking.guest_email ? <a href={`mailto:${booking.guest_email}`} className="text-brand underline underline-offset-4">{booking.guest_email}</a> : "—"}</Field>
        <Field label="Phone">{booking.guest_phone ? <PhoneLink phone={booking.guest_phone} /> : "—"}</Field>
        <Field label="Check-in">{formatStayDate(booking.check_in_date)}</Field>
        <Field label="Check-out">{formatStayDate(booking.check_out_date)}</Field>
        <Field label="Nights">{booking.number_of_nights}</Field>
        <Field label="Pet add-on">{booking.pet_addon_enabled ? "Yes" : "No"}</Field>
        <Field label="Pets">
          {booking.number_of_pets}
          {booking.pet_details.length ? (
            <ul className="list-inside list-disc">
              {booking.pet_details.map((pet, index) => (
                <li key={index}>
                  {pet.name} ({pet.type})
                </li>
              ))}
            </ul>
          ) : null}
        </Field>
        <Field label="Special requirements">{booking.pet_special_requirements ?? "None"}</Field>
        <Field label="Pet subtotal">{formatAmount(booking.pet_subtotal)}</Field>
        <Field label="Total">{formatAmount(booking.total_amount)}</Field>
        <Field label="Payment">
          <PaymentBadge booking={booking} /> <span className="text-muted-foreground">{booking.paid_at_desk_at ? amount.note : METHOD_LABELS[booking.payment_method]}</span>
        </Field>
        {booking.cancelled_at ? <Field label="Cancelled">{formatStaffDateTime(booking.cancelled_at)}</Field> : null}
        {booking.refunded_at ? <Field label="Refunded">{formatStaffDateTime(booking.refunded_at)}</Field> : null}
        <Field label="Verification">
          <VerificationBadge verified={booking.verified_at_reception} />
        </Field>
        {booking.verified_at_reception ? (
          <Field label="Verified by">
            {booking.verified_by ?? "—"}
            {booking.verified_at ? `, ${formatStaffDateTime(booking.verified_at)}` : ""}
          </Field>
        ) : null}
        <Field label="Booked">{formatStaffDateTime(booking.created_at)}</Field>
        <Field label="News and offers">{booking.marketing_consent ? "Yes" : "No"}</Field>
      </dl>
      {takingPayment && isUnpaid(booking) ? <DeskPaymentForm booking={booking} onCancel={() => setTakingPayment(false)} onRecorded={() => setTakingPayment(false)} /> : null}
      <div className="flex flex-wrap justify-end gap-3 border-t border-border pt-4">
        {booking.paid_at_desk_at && booking.payment_status === "succeeded" && mayMoveMoney ? <UndoDeskPayment booking={booking} /> : null}
        {isUnpaid(booking) && !takingPayment ? (
          <Button type="button" variant="outline" onClick={() => setTakingPayment(true)}>
            {RECORD_DESK_PAYMENT}
          </Button>
        ) : null}
        {ownersOnly ? (
          <p className="mr-auto self-center text-sm text-muted-foreground">{ADDON_ADMIN_MESSAGES.OWNERS_ONLY_PAID}</p>
        ) : deleteLabel ? (
          <Button type="button" variant="outline" onClick={() => onDelete(booking)}>
            {deleteLabel}
          </Button>
        ) : null}
        {canVerify ? (
          <Button type="button" onClick={() => verify.mutate()} aria-disabled={verify.isPending} disabled={verify.isPending}>
            {verify.isPending ? "Verifying..." : "Verify"}
          </Button>
        ) : null}
      </div>
    </StaffDialog>
  );
}
