import { createTRPCClient, httpLink, type TRPCLink } from "@trpc/client";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { observable } from "@trpc/server/observable";
import type { AppRouter } from "../../../../server/trpc/app-router.ts";
import { sendToSignIn } from "../sign-in/sign-in-redirect.ts";
import { adminQueryClient } from "./admin-query-client.ts";
import { isTrpcErrorAnswer, isUnauthorized, refusalOf, StaffCallRefusal } from "./staff-call-error.ts";

// The staff area's typed calls (ADR 085): every procedure of the router, its input and its answer
// typed from AppRouter, through @trpc/tanstack-react-query on the staff area's one query cache.

/** Signing in and out treat a 401 as an answer ("Login failed"), not as a lost session. */
const SIGN_IN_CALLS: ReadonlySet<string> = new Set(["staff.login", "staff.setup", "staff.logout"]);

export interface StaffTrpcDependencies {
  fetch: typeof globalThis.fetch;
  /** Called on a 401 of any call but signing in and out, before the error reaches the caller. */
  onUnauthorized: () => void;
}

/**
 * The browser's fetch on the session cookie, turning what tRPC cannot read into a StaffCallRefusal:
 * no answer (status null), or an answer that is not the router's (the cross-site guard's or the
 * rate limiter's /api envelope, with its message; a proxy's page, without one).
 */
function staffFetch(fetch: typeof globalThis.fetch): typeof globalThis.fetch {
  return async (input, init) => {
    let response: Response;
    try {
      response = await fetch(input, { ...init, credentials: "include" });
    } catch {
      throw new StaffCallRefusal(null);
    }
    if (response.ok) return response;
    const body: unknown = await response.clone().json().catch(() => null);
    if (isTrpcErrorAnswer(body)) return response;
    throw refusalOf(response.status, body);
  };
}

/** A 401 of a call made while signed in: the session is gone, so the member of staff goes to sign in. */
function signInOnLostSession(onUnauthorized: () => void): TRPCLink<AppRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) =>
        next(op).subscribe({
          next: (value) => observer.next(value),
          error: (error) => {
            if (isUnauthorized(error) && !SIGN_IN_CALLS.has(op.path)) onUnauthorized();
            observer.error(error);
          },
          complete: () => observer.complete(),
        }),
      );
}

/**
 * One request per call (httpLink, not a batch): each read is cancelled, retried and refused on its
 * own, as the tabs' REST calls were, and its address names its procedure.
 */
export function createStaffTrpcClient({ fetch, onUnauthorized }: StaffTrpcDependencies) {
  return createTRPCClient<AppRouter>({
    links: [signInOnLostSession(onUnauthorized), httpLink({ url: "/trpc", fetch: staffFetch(fetch) })],
  });
}

/** The staff area's client: the browser's fetch, and a lost session goes to the sign-in page. */
export const staffTrpcClient = createStaffTrpcClient({
  fetch: (input, init) => window.fetch(input, init),
  onUnauthorized: () => sendToSignIn(),
});

/**
 * The procedures as TanStack Query options and keys (`staffTrpc.addons.admin.list.queryOptions(input)`,
 * `.mutationOptions()`, `.pathFilter()`), on the staff area's one query cache. A module-level proxy
 * rather than a provider: the cache is module-level too (admin-query-client.ts), and the calls
 * modules and the check-in search use it outside components.
 */
export const staffTrpc = createTRPCOptionsProxy<AppRouter>({ client: staffTrpcClient, queryClient: adminQueryClient });
