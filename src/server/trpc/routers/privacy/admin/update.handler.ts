import type { PrivacyRequestUpdate, PrivacyRequestView } from "../../../../../shared/privacy/privacy-admin-requests.ts";
import { updatePrivacyRequest } from "../../../../services/privacy/admin/privacy-request-admin.ts";
import type { AdminIdentity } from "../../../../services/staff/sessions.ts";
import { type Context, serviceContextOf } from "../../../context.ts";

/** Staff: change a request's status or note, or extend it (audited). */
export async function update({ ctx, input }: { ctx: Context & { admin: AdminIdentity }; input: PrivacyRequestUpdate }): Promise<PrivacyRequestView> {
  const result = await updatePrivacyRequest(serviceContextOf(ctx), input);
  if (input.extensionReason) ctx.outbox.wake();
  return result;
}
