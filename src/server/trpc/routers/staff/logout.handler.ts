import { signOut } from "../../../services/staff/session-list.ts";
import type { AdminIdentity } from "../../../services/staff/sessions.ts";
import type { Context } from "../../context.ts";
import { staffContextOf } from "./staff-context.ts";

/** POST /api/admin/logout: the session ends on the server and the browser forgets the cookie. */
export async function logout({ ctx }: { ctx: Context & { admin: AdminIdentity; sessionId: string } }): Promise<{ signedOut: true }> {
  await signOut(staffContextOf(ctx), ctx.sessionId);
  ctx.sessionCookie.clear();
  return { signedOut: true };
}
