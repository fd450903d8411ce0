import type { AddonBookingFilters } from "../../../../../shared/addons/addon-booking-admin.ts";
import type { CsvFile } from "../../../../services/core/csv-file.ts";
import { exportAddonBookings } from "../../../../services/addons/admin/export-addon-bookings.ts";
import { staffServiceContext, type StaffProcedureContext } from "../../../staff-context.ts";

/** GET /api/admin/addon-bookings/export.csv: every matching booking as CSV (audited with the row count). */
export function exportCsv({ ctx, input }: { ctx: StaffProcedureContext; input: AddonBookingFilters }): Promise<CsvFile> {
  return exportAddonBookings(staffServiceContext(ctx), input);
}
