import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { PriceEntry } from "../../../../shared/rooms/price-admin.ts";
import { ROOM_TYPE_NAMES } from "../../../../shared/rooms/room-types.ts";
import { Button } from "../../../components/ui/button.tsx";
import { showToast } from "../../../lib/toast.ts";
import { FormStatus } from "../../../components/form/form-status.tsx";
import { formatStaffDate } from "../ui/staff-date-time.ts";
import { StaffDialog } from "../ui/staff-dialog.tsx";
import { failureMessage } from "../ui/use-staff-form.ts";
import { deletePriceEntry, pricingFilter } from "./pricing-api.ts";

/** Asks before a night's prices are deleted; the public price then falls back to Little Hotelier's rate. */
export function DeletePriceDialog({ entry, onClose }: { entry: PriceEntry; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: () => deletePriceEntry({ roomType: entry.roomType, date: entry.date }),
    onSuccess: async () => {
      await queryClient.invalidateQueries(pricingFilter());
      showToast("Prices deleted", "success");
      onClose();
    },
    onError: (failure) => setError(failureMessage(failure)),
  });
  const night = `${ROOM_TYPE_NAMES[entry.roomType]}, ${formatStaffDate(`${entry.date}T12:00:00Z`)}`;

  return (
    <StaffDialog title="Delete prices?" onClose={onClose}>
      <p>
        Delete our price and the competitors' prices for <span className="font-medium">{night}</span>? The website will show Little Hotelier's rate for that night
        instead.
      </p>
      <FormStatus message={error} />
      <div className="flex justify-end gap-3">
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="button" onClick={() => !remove.isPending && remove.mutate()} aria-disabled={remove.isPending}>
          {remove.isPending ? "Deleting..." : "Delete"}
        </Button>
      </div>
    </StaffDialog>
  );
}
