import type { AddonBookingAdminView, AddonBookingId } from "../../../../../shared/addons/addon-booking-admin.ts";
import { verifyAddonBooking } from "../../../../services/addons/admin/verify-addon-booking.ts";
import { staffServiceContext, type StaffProcedureContext } from "../../../staff-context.ts";

/** PATCH /api/admin/addon-bookings/:id/verify: reception saw the guest and their pets (who and when are kept). */
export function verify({ ctx, input }: { ctx: StaffProcedureContext; input: AddonBookingId }): Promise<AddonBookingAdminView> {
  return verifyAddonBooking(staffServiceContext(ctx), input.id);
}
