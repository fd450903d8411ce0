import type { DashboardData } from "../../../../shared/staff/dashboard.ts";
import { dashboardData } from "../../../services/dashboard/dashboard-data.ts";
import { recordStaffRead } from "../../../services/core/audit-trail.ts";
import { staffServiceContext, type StaffProcedureContext } from "../../staff-context.ts";

/** GET /api/admin/dashboard: guests' names are on it (Today), so the read is audited first. */
export async function dashboardSummary({ ctx }: { ctx: StaffProcedureContext }): Promise<DashboardData> {
  await recordStaffRead(staffServiceContext(ctx), "dashboard.viewed");
  return dashboardData(ctx.prisma, ctx.now(), { withRevenue: ctx.admin.role === "owner" });
}
