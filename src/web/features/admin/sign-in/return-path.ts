import { ADMIN_HOME_PATH, ADMIN_LOGIN_PATH, isStaffAreaPath } from "../../../../shared/staff/staff-area-path.ts";
import type { SmallStorage } from "../shell/browser-session-storage.ts";

/** Where a lost session leaves the address to come back to after signing in. */
export const RETURN_PATH_KEY = "admin:return-to";

// Any base will do: it only tells a path on this site from one that would leave it.
const BASE = "https://staff-area.invalid";

export function isSignInPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, "") === ADMIN_LOGIN_PATH;
}

/**
 * The address as a path of the staff area on this site (normalised), or undefined: anything else
 * ("//evil.example", "/admin/../rooms", "https://…") could turn the sign-in page into an open
 * redirect, and the sign-in page itself would be a pointless return.
 */
export function safeReturnPath(candidate: string | null | undefined): string | undefined {
  if (!candidate?.startsWith("/") || candidate.startsWith("//") || candidate.includes("\\")) return undefined;
  let url: URL;
  try {
    url = new URL(candidate, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE || !isStaffAreaPath(url.pathname) || isSignInPath(url.pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function saveReturnPath(storage: SmallStorage, path: string): void {
  const safe = safeReturnPath(path);
  if (!safe) return;
  try {
    storage.setItem(RETURN_PATH_KEY, safe);
  } catch {
    // Storage full or refused: after signing in the dashboard opens instead.
  }
}

/** The saved address, used once; the staff area's home when there is none or it is not safe. */
export function takeReturnPath(storage: SmallStorage | null): string {
  if (!storage) return ADMIN_HOME_PATH;
  const saved = storage.getItem(RETURN_PATH_KEY);
  storage.removeItem(RETURN_PATH_KEY);
  return safeReturnPath(saved) ?? ADMIN_HOME_PATH;
}

export function forgetReturnPath(storage: SmallStorage | null): void {
  storage?.removeItem(RETURN_PATH_KEY);
}
