import type { PrivacyRequestUpdate } from "../../../../shared/privacy/privacy-admin-requests.ts";
import { type PrivacyRequestStaffView, updatePrivacyRequest } from "../../../services/privacy/privacy-request-admin.ts";
import type { StaffProcedureContext } from "./privacy-staff-context.ts";
import { privacyStaffContextOf } from "./privacy-staff-context.ts";

/** Staff: change a request's status or note, or extend it (audited). */
export async function update({ ctx, input }: { ctx: StaffProcedureContext; input: PrivacyRequestUpdate }): Promise<PrivacyRequestStaffView> {
  const result = await updatePrivacyRequest(privacyStaffContextOf(ctx), input);
  if (input.extensionReason) ctx.outbox.wake();
  return result;
}
