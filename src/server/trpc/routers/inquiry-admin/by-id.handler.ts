import type { EnquiryRef, EnquiryRow } from "../../../../shared/enquiries/enquiry-admin.ts";
import { readEnquiry } from "../../../services/enquiries/admin/inquiry-admin.ts";
import { inquiryStaffContextOf, type StaffProcedureContext } from "./inquiry-staff-context.ts";

/** Staff: one enquiry by kind and id, as the list shows it (audited read). */
export function byId({ ctx, input }: { ctx: StaffProcedureContext; input: EnquiryRef }): Promise<EnquiryRow> {
  return readEnquiry(inquiryStaffContextOf(ctx), input);
}
