// Where the staff area lives. A module of its own because the public pages' entry needs only this
// test (document-head-sync.tsx), not the list of the staff area's sections.

export const ADMIN_HOME_PATH = "/admin";
export const ADMIN_LOGIN_PATH = "/admin/login";

/** True for /admin and every address under it: the client-rendered staff area. */
export function isStaffAreaPath(pathname: string): boolean {
  return pathname === ADMIN_HOME_PATH || pathname.startsWith(`${ADMIN_HOME_PATH}/`);
}
