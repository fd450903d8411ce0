import type { PrivacyRequestUpdate, PrivacyRequestView } from "../../../../../shared/privacy/privacy-admin-requests.ts";
import { updatePrivacyRequest } from "../../../../services/privacy/privacy-request-admin.ts";
import { staffServiceContext, type StaffProcedureContext } from "../../../staff-context.ts";

/** Staff: change a request's status or note, or extend it (audited). */
export async function update({ ctx, input }: { ctx: StaffProcedureContext; input: PrivacyRequestUpdate }): Promise<PrivacyRequestView> {
  const result = await updatePrivacyRequest(staffServiceContext(ctx), input);
  if (input.extensionReason) ctx.outbox.wake();
  return result;
}
