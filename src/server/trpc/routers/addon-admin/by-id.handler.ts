import type { AddonBookingAdminView, AddonBookingId } from "../../../../shared/addons/addon-booking-admin.ts";
import { addonBookingById } from "../../../services/addon-admin/addon-booking-by-id.ts";
import { addonAdminContextOf, type StaffProcedureContext } from "./addon-admin-staff-context.ts";

/** GET /api/admin/addon-bookings/:id (audited, naming the booking). */
export function byId({ ctx, input }: { ctx: StaffProcedureContext; input: AddonBookingId }): Promise<AddonBookingAdminView> {
  return addonBookingById(addonAdminContextOf(ctx), input.id);
}
