import type { EnquiryRef, EnquiryRow } from "../../../../../shared/enquiries/enquiry-admin.ts";
import { readEnquiry } from "../../../../services/enquiries/admin/enquiry-admin.ts";
import { staffServiceContext, type StaffProcedureContext } from "../../../staff-context.ts";

/** Staff: one enquiry by kind and id, as the list shows it (audited read). */
export function byId({ ctx, input }: { ctx: StaffProcedureContext; input: EnquiryRef }): Promise<EnquiryRow> {
  return readEnquiry(staffServiceContext(ctx), input);
}
