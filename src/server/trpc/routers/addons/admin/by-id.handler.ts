import type { AddonBookingAdminView, AddonBookingId } from "../../../../../shared/addons/addon-booking-admin.ts";
import { addonBookingById } from "../../../../services/addons/admin/addon-booking-by-id.ts";
import { staffServiceContext, type StaffProcedureContext } from "../../../staff-context.ts";

/** GET /api/admin/addon-bookings/:id (audited, naming the booking). */
export function byId({ ctx, input }: { ctx: StaffProcedureContext; input: AddonBookingId }): Promise<AddonBookingAdminView> {
  return addonBookingById(staffServiceContext(ctx), input.id);
}
