import type { AdminIdentity } from "../../../services/staff/sessions.ts";
import type { StaffProcedureContext } from "../../staff-context.ts";

/** GET /api/admin/session: who is signed in (401 when nobody is). */
export function session({ ctx }: { ctx: StaffProcedureContext }): { user: AdminIdentity } {
  return { user: ctx.admin };
}
