import type { inferRouterInputs } from "@trpc/server";
import type { AppRouter } from "../../../../server/trpc/app-router.ts";
import { privacyRequestListSchema } from "../../../../shared/privacy/privacy-admin-requests.ts";
import { listInputOf, type ListQuery } from "../data-table/list-address.ts";
import { staffTrpc, staffTrpcClient } from "../shell/staff-trpc.ts";

// The Privacy requests tab's calls (`privacy.admin.*`), typed from AppRouter (ADR 085).

/** Every list of requests, whatever its filter. */
export function privacyRequestsFilter() {
  return staffTrpc.privacy.admin.list.pathFilter();
}

/** The list's filters as the address holds them: the procedure's input without its "no input" default. */
export const privacyRequestFilterSchema = privacyRequestListSchema.unwrap();

/** The requests of a status and a type (either left out for all). */
export function privacyRequestsQuery(filter: ListQuery<typeof privacyRequestFilterSchema>) {
  return staffTrpc.privacy.admin.list.queryOptions(listInputOf(privacyRequestFilterSchema, filter));
}

export type PrivacyRequestChange = Omit<inferRouterInputs<AppRouter>["privacy"]["admin"]["update"], "id">;

export function updatePrivacyRequest(id: string, change: PrivacyRequestChange) {
  return staffTrpcClient.privacy.admin.update.mutate({ id, ...change });
}
