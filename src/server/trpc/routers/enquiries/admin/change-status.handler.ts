import type { EnquiryRow, InquiryStatusChange } from "../../../../../shared/enquiries/enquiry-admin.ts";
import { changeEnquiryStatus } from "../../../../services/enquiries/admin/enquiry-admin.ts";
import { staffServiceContext, type StaffProcedureContext } from "../../../staff-context.ts";

/** Staff: set an enquiry's status (new, read, replied, closed; audited with from and to). */
export function changeStatus({ ctx, input }: { ctx: StaffProcedureContext; input: InquiryStatusChange }): Promise<EnquiryRow> {
  return changeEnquiryStatus(staffServiceContext(ctx), input);
}
