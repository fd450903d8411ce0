import { signOut } from "../../../services/staff/session-list.ts";
import { staffServiceContext, type StaffProcedureContext } from "../../staff-context.ts";

/** POST /api/admin/logout: the session ends on the server and the browser forgets the cookie. */
export async function logout({ ctx }: { ctx: StaffProcedureContext & { sessionId: string } }): Promise<{ signedOut: true }> {
  await signOut(staffServiceContext(ctx), ctx.sessionId);
  ctx.sessionCookie.clear();
  return { signedOut: true };
}
