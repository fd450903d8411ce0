import type { inferRouterInputs } from "@trpc/server";
import type { AppRouter } from "../../../../server/trpc/app-router.ts";
import { staffTrpc, staffTrpcClient } from "../shell/staff-trpc.ts";

// The Privacy requests tab's calls (`privacy.admin.*`), typed from AppRouter (ADR 085).

/** Every list of requests, whatever its filter. */
export function privacyRequestsFilter() {
  return staffTrpc.privacy.admin.list.pathFilter();
}

/** The requests of a status and a type ("" for all). */
export function privacyRequestsQuery(filter: { status: string; type: string }) {
  const input = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== ""));
  return staffTrpc.privacy.admin.list.queryOptions(input);
}

export type PrivacyRequestChange = Omit<inferRouterInputs<AppRouter>["privacy"]["admin"]["update"], "id">;

export function updatePrivacyRequest(id: string, change: PrivacyRequestChange) {
  return staffTrpcClient.privacy.admin.update.mutate({ id, ...change });
}
