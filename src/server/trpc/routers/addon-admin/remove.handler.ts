import type { AddonBookingDelete, AddonBookingDeleteResult } from "../../../../shared/addons/addon-booking-admin.ts";
import { deleteAddonBooking } from "../../../services/addon-admin/delete-addon-booking.ts";
import { addonAdminContextOf, type StaffProcedureContext } from "./addon-admin-staff-context.ts";

/** DELETE /api/admin/addon-bookings/:id: unpaid removed; paid cancelled and kept, refunded when asked (DESIGN decision 15). */
export function remove({ ctx, input }: { ctx: StaffProcedureContext; input: AddonBookingDelete }): Promise<AddonBookingDeleteResult> {
  return deleteAddonBooking(addonAdminContextOf(ctx), input);
}
