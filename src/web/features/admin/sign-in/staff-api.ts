import type { AdminLogin } from "../../../../shared/staff/admin-login.ts";
import { signedOutSchema, staffSessionSchema, type StaffUser } from "../../../../shared/staff/staff-user.ts";
import { adminFetch } from "../shell/admin-fetch.ts";

// The session calls of the staff API (ADR 013: cookie only).

export const STAFF_SESSION_QUERY_KEY = ["admin", "session"] as const;

/** Who is signed in; a 401 (no session) sends the visitor to sign in. */
export async function fetchStaffSession(signal?: AbortSignal): Promise<StaffUser> {
  const { user } = await adminFetch("/api/admin/session", staffSessionSchema, signal ? { signal } : {});
  return user;
}

/** What signing in sends: the original's form, plus the second factor once the server asked for it. */
export type SignInCredentials = AdminLogin & { totpCode?: string };

/** Signs in; the server sets the session cookie. A 401 here is "Login failed", not a lost session. */
export async function signIn(credentials: SignInCredentials): Promise<StaffUser> {
  const { user } = await adminFetch("/api/admin/login", staffSessionSchema, { method: "POST", body: credentials, signInOn401: false });
  return user;
}

/** Ends the session; the server clears the cookie. */
export async function signOut(): Promise<void> {
  await adminFetch("/api/admin/logout", signedOutSchema, { method: "POST", body: {}, signInOn401: false });
}
