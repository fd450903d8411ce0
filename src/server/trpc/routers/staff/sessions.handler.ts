import type { EndSession, SessionScope } from "../../../../shared/staff/staff-requests.ts";
import { recordStaffRead } from "../../../services/core/audit-trail.ts";
import type { StaffSessionView } from "../../../../shared/staff/staff-answers.ts";
import { endSession, listSessions } from "../../../services/staff/session-list.ts";
import type { AdminIdentity } from "../../../services/staff/sessions.ts";
import { type Context, serviceContextOf } from "../../context.ts";

/** GET /api/admin/sessions[?everyone=true]: one's own sessions; an owner may ask for everyone's. */
export async function listSessionsHandler({ ctx, input }: { ctx: Context & { admin: AdminIdentity } & { sessionId: string }; input: SessionScope }): Promise<{ sessions: StaffSessionView[] }> {
  const everyone = input.everyone && ctx.admin.role === "owner";
  if (everyone) await recordStaffRead(serviceContextOf(ctx), "staff.all_sessions_viewed");
  return { sessions: await listSessions(ctx.prisma, everyone ? {} : { userId: ctx.admin.id }, ctx.sessionId, ctx.now()) };
}

/** DELETE /api/admin/sessions/{sessionId}: ends one of one's own sessions, or anyone's for an owner. */
export async function endSessionHandler({ ctx, input }: { ctx: Context & { admin: AdminIdentity } & { sessionId: string }; input: EndSession }): Promise<{ ended: true }> {
  await endSession(serviceContextOf(ctx), input.sessionId, ctx.admin.role === "owner");
  if (ctx.sessionId.startsWith(input.sessionId)) ctx.sessionCookie.clear();
  return { ended: true };
}
