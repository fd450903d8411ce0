import type { AddonBookingList, AddonBookingListQuery } from "../../../../../shared/addons/addon-booking-admin.ts";
import { listAddonBookings } from "../../../../services/addons/admin/list-addon-bookings.ts";
import { staffServiceContext, type StaffProcedureContext } from "../../../staff-context.ts";

/** GET /api/admin/addon-bookings: one filtered, sorted page and the cards' figures (audited read). */
export function list({ ctx, input }: { ctx: StaffProcedureContext; input: AddonBookingListQuery }): Promise<AddonBookingList> {
  return listAddonBookings(staffServiceContext(ctx), input);
}
