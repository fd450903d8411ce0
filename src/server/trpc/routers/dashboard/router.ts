import { adminProcedure, router } from "../../init.ts";
import { dashboardSummary } from "./summary.handler.ts";

/** The staff dashboard (addons-privacy-admin §2.7, §3.7). */
export const dashboardRouter = router({
  summary: adminProcedure.query(dashboardSummary),
});
