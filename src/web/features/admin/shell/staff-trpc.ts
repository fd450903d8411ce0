import { createTRPCClient, httpLink, type TRPCClientError, type TRPCLink } from "@trpc/client";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { observable, type Unsubscribable } from "@trpc/server/observable";
import type { AppRouter } from "../../../../server/trpc/app-router.ts";
import { sendToSignIn } from "../sign-in/sign-in-redirect.ts";
import { adminQueryClient } from "./admin-query-client.ts";
import { isTrpcErrorAnswer, isUnauthorized, refusalOf, StaffCallRefusal } from "./staff-call-error.ts";
import { isAwayStatus, serverConnection, type ServerConnection } from "./server-connection.ts";
import { sessionLapse, type SessionLapse } from "./session-lapse.ts";

// The staff area's typed calls (ADR 085): every procedure of the router, its input and its answer
// typed from AppRouter, through @trpc/tanstack-react-query on the staff area's one query cache.

/** Signing in and out treat a 401 as an answer ("Login failed"), not as a lost session. */
const SIGN_IN_CALLS: ReadonlySet<string> = new Set(["staff.login", "staff.setup", "staff.logout"]);

/** The gate's own check: with nothing waiting on the screen, its 401 still goes to the sign-in page. */
const SESSION_CHECK = "staff.session";

export interface StaffTrpcDependencies {
  fetch: typeof globalThis.fetch;
  /** Called on a 401 of any call but signing in and out, before the error reaches the caller. */
  onUnauthorized: () => void;
  /** Told whether each call found the server there (ADR 091). */
  connection?: Pick<ServerConnection, "markAway" | "markBack">;
  /** Where a call refused for a lapsed session waits for the member of staff to sign in again. */
  lapse?: Pick<SessionLapse, "waitForSignIn" | "isAsking">;
}

/**
 * The browser's fetch on the session cookie, turning what tRPC cannot read into a StaffCallRefusal:
 * no answer (status null), or an answer that is not the router's (the cross-site guard's or the
 * rate limiter's /api envelope, with its message; a proxy's page, without one).
 */
function staffFetch(fetch: typeof globalThis.fetch, connection: StaffTrpcDependencies["connection"]): typeof globalThis.fetch {
  return async (input, init) => {
    let response: Response;
    try {
      response = await fetch(input, { ...init, credentials: "include" });
    } catch {
      // A call the page itself cancelled (a query no longer wanted) says nothing about the server.
      if (!init?.signal?.aborted) connection?.markAway();
      throw new StaffCallRefusal(null);
    }
    if (isAwayStatus(response.status)) connection?.markAway();
    else connection?.markBack();
    if (response.ok) return response;
    const body: unknown = await response.clone().json().catch(() => null);
    if (isTrpcErrorAnswer(body)) return response;
    throw refusalOf(response.status, body);
  };
}

/**
 * A 401 of a call made while signed in: the session is gone. In the workspace the call waits while
 * the member of staff signs in again over the screen, then is sent once more (a 401 is refused
 * before anything is done, so a write sent again happens once); elsewhere, or when they give up,
 * they go to the sign-in page.
 */
function signInAgainOnLostSession({ onUnauthorized, lapse }: Pick<StaffTrpcDependencies, "onUnauthorized" | "lapse">): TRPCLink<AppRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) => {
        const refused = (error: unknown) => isUnauthorized(error) && !SIGN_IN_CALLS.has(op.path);
        const fail = (error: TRPCClientError<AppRouter>) => {
          if (refused(error)) onUnauthorized();
          observer.error(error);
        };
        let stopped = false;
        let again: Unsubscribable | undefined;
        const first = next(op).subscribe({
          next: (value) => observer.next(value),
          error: (error) => {
            const signedInAgain = lapse && refused(error) && (op.path !== SESSION_CHECK || lapse.isAsking()) ? lapse.waitForSignIn() : undefined;
            if (!signedInAgain) return fail(error);
            void signedInAgain.then((renewed) => {
              if (stopped) return;
              if (!renewed) return fail(error);
              again = next(op).subscribe({ next: (value) => observer.next(value), error: fail, complete: () => observer.complete() });
            });
          },
          complete: () => observer.complete(),
        });
        return () => {
          stopped = true;
          first.unsubscribe();
          again?.unsubscribe();
        };
      });
}

/**
 * One request per call (httpLink, not a batch): each read is cancelled, retried and refused on its
 * own, as the tabs' REST calls were, and its address names its procedure.
 */
export function createStaffTrpcClient({ fetch, onUnauthorized, connection, lapse }: StaffTrpcDependencies) {
  return createTRPCClient<AppRouter>({
    links: [signInAgainOnLostSession({ onUnauthorized, lapse }), httpLink({ url: "/trpc", fetch: staffFetch(fetch, connection) })],
  });
}

/** The staff area's client: the browser's fetch; a lost session is signed in again over the screen, or goes to the sign-in page. */
export const staffTrpcClient = createStaffTrpcClient({
  fetch: (input, init) => window.fetch(input, init),
  onUnauthorized: () => sendToSignIn(),
  connection: serverConnection,
  lapse: sessionLapse,
});

/**
 * The procedures as TanStack Query options and keys (`staffTrpc.addons.admin.list.queryOptions(input)`,
 * `.mutationOptions()`, `.pathFilter()`), on the staff area's one query cache. A module-level proxy
 * rather than a provider: the cache is module-level too (admin-query-client.ts), and the calls
 * modules and the check-in search use it outside components.
 */
export const staffTrpc = createTRPCOptionsProxy<AppRouter>({ client: staffTrpcClient, queryClient: adminQueryClient });
