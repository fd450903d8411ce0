import type { AddonBookingList, AddonBookingListQuery } from "../../../../shared/addons/addon-booking-admin.ts";
import { listAddonBookings } from "../../../services/addon-admin/list-addon-bookings.ts";
import { addonAdminContextOf, type StaffProcedureContext } from "./addon-admin-staff-context.ts";

/** GET /api/admin/addon-bookings: one filtered, sorted page and the cards' figures (audited read). */
export function list({ ctx, input }: { ctx: StaffProcedureContext; input: AddonBookingListQuery }): Promise<AddonBookingList> {
  return listAddonBookings(addonAdminContextOf(ctx), input);
}
