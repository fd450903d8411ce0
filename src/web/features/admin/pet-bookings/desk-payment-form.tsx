import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { ADDON_ADMIN_MESSAGES, DESK_PAYMENT_METHODS, type AddonBookingAdminView, type DeskPaymentMethod } from "../../../../shared/addons/addon-booking-admin.ts";
import { DESK_PAYMENT_METHOD_WORDS } from "../../../../shared/addons/addon-payment-words.ts";
import { formatAmount } from "../../../../shared/money.ts";
import { Button } from "../../../components/ui/button.tsx";
import { showToast } from "../../../lib/toast.ts";
import { petBookingKey, petBookingsFilter, recordDeskPayment } from "./pet-booking-api.ts";
import { serverMessageOr } from "./pet-booking-failure.ts";

export const RECORD_DESK_PAYMENT = "Record payment taken at the desk";

/** "Card terminal" as a choice's label. */
function choiceLabel(method: DeskPaymentMethod): string {
  const words = DESK_PAYMENT_METHOD_WORDS[method];
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface DeskPaymentFormProps {
  booking: AddonBookingAdminView;
  onRecorded: (booking: AddonBookingAdminView) => void;
  onCancel: () => void;
}

/**
 * The confirm step of a pet fee taken at the desk (ADR 090): how the guest paid, and the booking's
 * own amount (the server records its figure, not this one). Any member of staff may record it.
 */
export function DeskPaymentForm({ booking, onRecorded, onCancel }: DeskPaymentFormProps) {
  const queryClient = useQueryClient();
  const name = useId();
  const [method, setMethod] = useState<DeskPaymentMethod | null>(null);
  const amount = formatAmount(booking.total_amount);
  const record = useMutation({
    mutationFn: (chosen: DeskPaymentMethod) => recordDeskPayment(booking.id, chosen),
    onSuccess: async (recorded) => {
      queryClient.setQueryData(petBookingKey(recorded.id), recorded);
      showToast(ADDON_ADMIN_MESSAGES.DESK_PAYMENT_RECORDED, "success");
      onRecorded(recorded);
      await queryClient.invalidateQueries(petBookingsFilter());
    },
    onError: (failure) => showToast(serverMessageOr(failure, ADDON_ADMIN_MESSAGES.DESK_PAYMENT_FAILED), "error"),
  });
  return (
    <form
      aria-label={RECORD_DESK_PAYMENT}
      className="mt-4 space-y-3 rounded-sm border border-border p-4 print:hidden"
      onSubmit={(event) => {
        event.preventDefault();
        if (method && !record.isPending) record.mutate(method);
      }}
    >
      <fieldset>
        <legend className="font-medium">How did the guest pay {amount} at the desk?</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {DESK_PAYMENT_METHODS.map((choice) => (
            <label key={choice} className="flex min-h-11 items-center gap-2">
              <input type="radio" name={name} value={choice} checked={method === choice} onChange={() => setMethod(choice)} className="size-5" />
              {choiceLabel(choice)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={!method || record.isPending}>
          {record.isPending ? "Recording..." : `Record ${amount} paid at the desk`}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
