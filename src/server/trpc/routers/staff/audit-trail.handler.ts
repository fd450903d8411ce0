import type { AuditQuery } from "../../../../shared/staff/staff-requests.ts";
import { type AuditEventView, listAuditEvents, recordStaffRead } from "../../../services/staff/audit.ts";
import type { AdminIdentity } from "../../../services/staff/sessions.ts";
import type { Context } from "../../context.ts";
import { staffContextOf } from "./staff-context.ts";

/** GET /api/admin/audit: the trail for owners, newest first. */
export async function auditTrailHandler({ ctx, input }: { ctx: Context & { admin: AdminIdentity }; input: AuditQuery }): Promise<{ events: AuditEventView[] }> {
  // The filters say what was looked for; which page of it does not matter.
  const filters = { ...(input.action ? { action: input.action } : {}), ...(input.actorId ? { actorId: input.actorId } : {}) };
  await recordStaffRead(staffContextOf(ctx), "audit.trail_viewed", filters);
  return { events: await listAuditEvents(ctx.prisma, input) };
}
