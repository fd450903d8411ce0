import { adminProcedure, router } from "../../init.ts";
import { dashboardSummary } from "./summary.handler.ts";

/** The staff dashboard. */
export const dashboardRouter = router({
  summary: adminProcedure.query(dashboardSummary),
});
