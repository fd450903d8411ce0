import { dashboardDataSchema } from "../../../../shared/staff/dashboard.ts";
import { recordStaffRead } from "../../../services/core/audit-trail.ts";
import { dashboardData } from "../../../services/dashboard/dashboard-data.ts";
import { adminProcedure, router } from "../../init.ts";
import { serviceContextOf } from "../../context.ts";

/** The staff dashboard. */
export const dashboardRouter = router({
  /** GET /api/admin/dashboard: guests' names are on it (Today), so the read is audited first. */
  summary: adminProcedure.output(dashboardDataSchema).query(async ({ ctx }) => {
    await recordStaffRead(serviceContextOf(ctx), "dashboard.viewed");
    return dashboardData(ctx.prisma, ctx.now(), { withRevenue: ctx.admin.role === "owner" });
  }),
});
