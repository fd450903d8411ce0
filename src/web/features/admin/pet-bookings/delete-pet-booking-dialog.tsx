import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ADDON_ADMIN_MESSAGES, type AddonBookingAdminView, type AddonBookingDeleteResult } from "../../../../shared/addons/addon-booking-admin.ts";
import { formatAmount } from "../../../../shared/money.ts";
import { Button } from "../../../components/ui/button.tsx";
import { showToast } from "../../../lib/toast.ts";
import { FormStatus } from "../../../components/form/form-status.tsx";
import { StaffDialog } from "../ui/staff-dialog.tsx";
import { deletePetBooking, petBookingKey, petBookingsFilter } from "./pet-booking-api.ts";
import { serverMessageOr } from "./pet-booking-failure.ts";

function doneMessage(result: AddonBookingDeleteResult, amount: string): string {
  if (result.outcome === "deleted") return ADDON_ADMIN_MESSAGES.DELETED;
  return result.outcome === "refunded" ? `Booking cancelled and ${amount} refunded` : "Booking cancelled";
}

/**
 * Says plainly what Delete will do (ADR 025): an unpaid booking is removed; a paid one is
 * cancelled and kept for the payment record, refunded to the guest's card if ticked; a cancelled
 * one can still be refunded.
 */
export function DeletePetBookingDialog({ booking, onClose, onDone }: { booking: AddonBookingAdminView; onClose: () => void; onDone: () => void }) {
  const queryClient = useQueryClient();
  const amount = formatAmount(booking.total_amount);
  const unpaid = booking.payment_status === "pending" || booking.payment_status === "failed";
  const alreadyCancelled = booking.payment_status === "cancelled";
  const [refund, setRefund] = useState(alreadyCancelled);
  const [error, setError] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: () => deletePetBooking(booking.id, !unpaid && refund),
    onSuccess: async (result) => {
      showToast(doneMessage(result, amount), "success");
      // The dialogs close first, so a removed booking is not asked for again.
      onDone();
      queryClient.removeQueries({ queryKey: petBookingKey(booking.id) });
      await queryClient.invalidateQueries(petBookingsFilter());
    },
    onError: (failure) => {
      const message = serverMessageOr(failure, ADDON_ADMIN_MESSAGES.DELETE_FAILED);
      setError(message);
      showToast(message, "error");
    },
  });

  const title = unpaid ? "Delete this booking?" : alreadyCancelled ? "Refund this booking?" : "Cancel this paid booking?";
  const action = unpaid ? "Delete booking" : alreadyCancelled ? `Refund ${amount}` : refund ? `Cancel and refund ${amount}` : "Cancel booking";
  return (
    <StaffDialog title={title} onClose={onClose}>
      {unpaid ? (
        <p>
          Booking {booking.reference} for {booking.guest_name} was never paid. It will be removed for good; only the audit trail will record that it existed.
        </p>
      ) : alreadyCancelled ? (
        <p>
          Booking {booking.reference} is already cancelled and kept for the payment record. {amount} will be refunded to the guest's card through Stripe.
        </p>
      ) : (
        <>
          <p>
            Booking {booking.reference} for {booking.guest_name} has been paid ({amount}), so it will not be erased: it will be marked cancelled and kept
            for the payment record.
          </p>
          <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-sm border border-border p-3">
            <input type="checkbox" checked={refund} onChange={(event) => setRefund(event.target.checked)} className="size-5 shrink-0 accent-brand" />
            <span>Refund {amount} to the guest's card</span>
          </label>
        </>
      )}
      <FormStatus message={error} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="outline" onClick={onClose}>
          Keep booking
        </Button>
        <Button type="button" onClick={() => remove.mutate()} disabled={remove.isPending}>
          {remove.isPending ? "Working..." : action}
        </Button>
      </div>
    </StaffDialog>
  );
}
