import type { Session } from "electron";
import { originOf } from "./navigation-guard.ts";

// Every permission a page asks for is refused (camera, microphone, location, …) except system
// notifications from the hotel server. The check-in screen's camera stays a browser feature.

function mayGrant(permission: string, requestingUrl: string, serverOrigin: string | null): boolean {
  return permission === "notifications" && serverOrigin !== null && originOf(requestingUrl) === serverOrigin;
}

export function installPermissionHandlers(session: Session, serverOrigin: () => string | null): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => callback(mayGrant(permission, details.requestingUrl, serverOrigin())));
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) => mayGrant(permission, requestingOrigin, serverOrigin()));
}
