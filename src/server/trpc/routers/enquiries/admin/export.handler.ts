import type { InquiryFilter } from "../../../../../shared/enquiries/enquiry-admin.ts";
import type { CsvFile } from "../../../../services/core/csv-file.ts";
import { exportEnquiries } from "../../../../services/enquiries/admin/enquiry-admin.ts";
import { staffServiceContext, type StaffProcedureContext } from "../../../staff-context.ts";

/** Staff: every row matching the filters as the export's CSV (audited with the row count). */
export function exportCsv({ ctx, input }: { ctx: StaffProcedureContext; input: InquiryFilter }): Promise<CsvFile> {
  return exportEnquiries(staffServiceContext(ctx), input);
}
