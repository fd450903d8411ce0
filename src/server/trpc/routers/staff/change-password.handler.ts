import type { ChangePassword } from "../../../../shared/staff/staff-requests.ts";
import { changeOwnPassword } from "../../../services/staff/accounts.ts";
import type { AdminIdentity } from "../../../services/staff/sessions.ts";
import { staffServiceContext, type StaffProcedureContext } from "../../staff-context.ts";
import { originOf } from "./sign-in-context.ts";

/** POST /api/admin/password: every session of this member of staff ends; this browser gets a new one. */
export async function changePassword({ ctx, input }: { ctx: StaffProcedureContext; input: ChangePassword }): Promise<{ user: AdminIdentity }> {
  const { user, token, expiresAt } = await changeOwnPassword(staffServiceContext(ctx), input, originOf(ctx));
  ctx.sessionCookie.set(token, expiresAt);
  return { user };
}
