import type { DashboardData } from "../../../../shared/staff/dashboard.ts";
import { dashboardData } from "../../../services/dashboard/dashboard-data.ts";
import type { AdminIdentity } from "../../../services/staff/sessions.ts";
import { recordStaffRead } from "../../../services/staff/audit.ts";
import type { Context } from "../../context.ts";
import { staffContextOf } from "../staff/staff-context.ts";

/** GET /api/admin/dashboard: guests' names are on it (Today), so the read is audited first. */
export async function dashboardSummary({ ctx }: { ctx: Context & { admin: AdminIdentity } }): Promise<DashboardData> {
  await recordStaffRead(staffContextOf(ctx), "dashboard.viewed");
  return dashboardData(ctx.prisma, ctx.now(), { withRevenue: ctx.admin.role === "owner" });
}
