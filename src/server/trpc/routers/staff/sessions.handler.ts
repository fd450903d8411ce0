import type { EndSession, SessionScope } from "../../../../shared/staff/staff-requests.ts";
import { recordStaffRead } from "../../../services/core/audit-trail.ts";
import type { StaffSessionView } from "../../../../shared/staff/staff-answers.ts";
import { endSession, listSessions } from "../../../services/staff/session-list.ts";
import { staffServiceContext, type StaffProcedureContext } from "../../staff-context.ts";

/** GET /api/admin/sessions[?everyone=true]: one's own sessions; an owner may ask for everyone's. */
export async function listSessionsHandler({ ctx, input }: { ctx: StaffProcedureContext & { sessionId: string }; input: SessionScope }): Promise<{ sessions: StaffSessionView[] }> {
  const everyone = input.everyone && ctx.admin.role === "owner";
  if (everyone) await recordStaffRead(staffServiceContext(ctx), "staff.all_sessions_viewed");
  return { sessions: await listSessions(ctx.prisma, everyone ? {} : { userId: ctx.admin.id }, ctx.sessionId, ctx.now()) };
}

/** DELETE /api/admin/sessions/{sessionId}: ends one of one's own sessions, or anyone's for an owner. */
export async function endSessionHandler({ ctx, input }: { ctx: StaffProcedureContext & { sessionId: string }; input: EndSession }): Promise<{ ended: true }> {
  await endSession(staffServiceContext(ctx), input.sessionId, ctx.admin.role === "owner");
  if (ctx.sessionId.startsWith(input.sessionId)) ctx.sessionCookie.clear();
  return { ended: true };
}
