import type { PrivacyRequestUpdate } from "../../../../shared/privacy/privacy-admin-requests.ts";
import { type PrivacyRequestStaffView, updatePrivacyRequest } from "../../../services/privacy/privacy-request-admin.ts";
import { staffServiceContext, type StaffProcedureContext } from "../../staff-context.ts";

/** Staff: change a request's status or note, or extend it (audited). */
export async function update({ ctx, input }: { ctx: StaffProcedureContext; input: PrivacyRequestUpdate }): Promise<PrivacyRequestStaffView> {
  const result = await updatePrivacyRequest(staffServiceContext(ctx), input);
  if (input.extensionReason) ctx.outbox.wake();
  return result;
}
