import type { AuditQuery } from "../../../../shared/staff/staff-requests.ts";
import { type AuditEventView, listAuditEvents, recordStaffRead } from "../../../services/core/audit-trail.ts";
import { staffServiceContext, type StaffProcedureContext } from "../../staff-context.ts";

/** GET /api/admin/audit: the trail for owners, newest first. */
export async function auditTrailHandler({ ctx, input }: { ctx: StaffProcedureContext; input: AuditQuery }): Promise<{ events: AuditEventView[] }> {
  // The filters say what was looked for; which page of it does not matter.
  const filters = { ...(input.action ? { action: input.action } : {}), ...(input.actorId ? { actorId: input.actorId } : {}) };
  await recordStaffRead(staffServiceContext(ctx), "audit.trail_viewed", filters);
  return { events: await listAuditEvents(ctx.prisma, input) };
}
