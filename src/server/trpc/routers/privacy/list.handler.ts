import type { PrivacyRequestList } from "../../../../shared/privacy/privacy-admin-requests.ts";
import { listPrivacyRequests, type PrivacyRequestStaffView } from "../../../services/privacy/privacy-request-admin.ts";
import { staffServiceContext, type StaffProcedureContext } from "../../staff-context.ts";

/** Staff: every data request with its due date and status (audited read). */
export function list({ ctx, input }: { ctx: StaffProcedureContext; input: PrivacyRequestList }): Promise<PrivacyRequestStaffView[]> {
  return listPrivacyRequests(staffServiceContext(ctx), input);
}
