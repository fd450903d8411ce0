import type { InquiryListQuery, InquiryPage } from "../../../../../shared/enquiries/enquiry-admin.ts";
import { listEnquiries } from "../../../../services/enquiries/admin/enquiry-admin.ts";
import { staffServiceContext, type StaffProcedureContext } from "../../../staff-context.ts";

/** Staff: one page of enquiries and sign-ups, filtered and sorted by the server (audited read). */
export function list({ ctx, input }: { ctx: StaffProcedureContext; input: InquiryListQuery }): Promise<InquiryPage> {
  return listEnquiries(staffServiceContext(ctx), input);
}
