import type { PrivacyRequestList } from "../../../../shared/privacy/privacy-admin-requests.ts";
import { listPrivacyRequests, type PrivacyRequestStaffView } from "../../../services/privacy/privacy-request-admin.ts";
import type { StaffProcedureContext } from "./privacy-staff-context.ts";
import { privacyStaffContextOf } from "./privacy-staff-context.ts";

/** Staff: every data request with its due date and status (audited read). */
export function list({ ctx, input }: { ctx: StaffProcedureContext; input: PrivacyRequestList }): Promise<PrivacyRequestStaffView[]> {
  return listPrivacyRequests(privacyStaffContextOf(ctx), input);
}
