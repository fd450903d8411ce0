import type { inferRouterInputs } from "@trpc/server";
import type { AppRouter } from "../../../../server/trpc/app-router.ts";
import type { StaffUser } from "../../../../shared/staff/staff-user.ts";
import { staffTrpc, staffTrpcClient } from "../shell/staff-trpc.ts";

// The session calls of the staff router (ADR 013: cookie only), typed from AppRouter (ADR 085).

/** Who is signed in (`staff.session`), as the member of staff; a 401 (no session) sends the visitor to sign in. */
export function staffSessionQuery() {
  return staffTrpc.staff.session.queryOptions(undefined, { select: (answer) => answer.user });
}

/** The session's place in the cache, for the calls that change who is signed in. */
export function staffSessionKey() {
  return staffTrpc.staff.session.queryKey();
}

/** What signing in sends: the original's form, plus the second factor once the server asked for it. */
export type SignInCredentials = inferRouterInputs<AppRouter>["staff"]["login"];

/** Signs in; the server sets the session cookie. A 401 here is "Login failed", not a lost session. */
export async function signIn(credentials: SignInCredentials): Promise<StaffUser> {
  return (await staffTrpcClient.staff.login.mutate(credentials)).user;
}

/** Ends the session; the server clears the cookie. */
export async function signOut(): Promise<void> {
  await staffTrpcClient.staff.logout.mutate();
}
