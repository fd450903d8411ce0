import type { AddonBookingDelete, AddonBookingDeleteResult } from "../../../../../shared/addons/addon-booking-admin.ts";
import { deleteAddonBooking } from "../../../../services/addons/admin/delete-addon-booking.ts";
import { staffServiceContext, type StaffProcedureContext } from "../../../staff-context.ts";

/** DELETE /api/admin/addon-bookings/:id: unpaid removed; paid cancelled and kept, refunded when asked (ADR 025). */
export function remove({ ctx, input }: { ctx: StaffProcedureContext; input: AddonBookingDelete }): Promise<AddonBookingDeleteResult> {
  return deleteAddonBooking(staffServiceContext(ctx), input);
}
