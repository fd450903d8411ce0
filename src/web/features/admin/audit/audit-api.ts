import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "../../../../server/trpc/app-router.ts";
import { auditQuerySchema } from "../../../../shared/staff/staff-requests.ts";
import { listInputOf, type ListQuery } from "../data-table/list-address.ts";
import { staffTrpc, staffTrpcClient } from "../shell/staff-trpc.ts";

// The Audit tab's call (`staff.auditTrail`, owners; ADR 013), typed from AppRouter (ADR 085).

export type AuditEvent = inferRouterOutputs<AppRouter>["staff"]["auditTrail"]["events"][number];

export const AUDIT_PAGE_SIZE = 50;

/** What the trail is filtered by, as the address holds it: the action and the member of staff, either left out for all. */
export const auditFilterSchema = auditQuerySchema.unwrap().pick({ action: true, actorId: true });
type AuditFilter = ListQuery<typeof auditFilterSchema>;

/** The `before` of the next older page: the smallest id shown, or undefined when none is left. */
export function olderAuditPageParam(lastPage: readonly AuditEvent[]): number | undefined {
  if (lastPage.length < AUDIT_PAGE_SIZE) return undefined;
  return Math.min(...lastPage.map((event) => event.id));
}

/** The trail, newest first, a page of 50 at a time going back by `before` (the procedure's cursor is not tRPC's `cursor`). */
export function auditTrailQuery(filter: AuditFilter) {
  const input = { limit: AUDIT_PAGE_SIZE, ...listInputOf(auditFilterSchema, filter) };
  return {
    queryKey: staffTrpc.staff.auditTrail.queryKey(input),
    queryFn: async ({ pageParam, signal }: { pageParam: number | undefined; signal: AbortSignal }) =>
      (await staffTrpcClient.staff.auditTrail.query(pageParam === undefined ? input : { ...input, before: pageParam }, { signal })).events,
    initialPageParam: undefined as number | undefined,
    getNextPageParam: olderAuditPageParam,
  };
}
