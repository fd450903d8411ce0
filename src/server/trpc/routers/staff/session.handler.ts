import type { AdminIdentity } from "../../../services/staff/sessions.ts";
import type { Context } from "../../context.ts";

/** GET /api/admin/session: who is signed in (401 when nobody is). */
export function session({ ctx }: { ctx: Context & { admin: AdminIdentity } }): { user: AdminIdentity } {
  return { user: ctx.admin };
}
