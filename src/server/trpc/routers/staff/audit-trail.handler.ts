import type { AuditQuery } from "../../../../shared/staff/staff-requests.ts";
import { type AuditEventView, listAuditEvents } from "../../../services/staff/audit.ts";
import type { Context } from "../../context.ts";

/** GET /api/admin/audit: the trail for owners, newest first. */
export async function auditTrailHandler({ ctx, input }: { ctx: Context; input: AuditQuery }): Promise<{ events: AuditEventView[] }> {
  return { events: await listAuditEvents(ctx.prisma, input) };
}
