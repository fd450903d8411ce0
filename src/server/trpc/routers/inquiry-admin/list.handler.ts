import type { InquiryListQuery, InquiryPage } from "../../../../shared/enquiries/enquiry-admin.ts";
import { listInquiries } from "../../../services/enquiries/admin/inquiry-admin.ts";
import { inquiryStaffContextOf, type StaffProcedureContext } from "./inquiry-staff-context.ts";

/** Staff: one page of enquiries and sign-ups, filtered and sorted by the server (audited read). */
export function list({ ctx, input }: { ctx: StaffProcedureContext; input: InquiryListQuery }): Promise<InquiryPage> {
  return listInquiries(inquiryStaffContextOf(ctx), input);
}
