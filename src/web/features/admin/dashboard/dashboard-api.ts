import { staffTrpc } from "../shell/staff-trpc.ts";

// The Dashboard tab's call (`dashboard.summary`), typed from AppRouter (ADR 085).

export function dashboardQuery() {
  return staffTrpc.dashboard.summary.queryOptions();
}
