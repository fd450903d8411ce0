import { ADMIN_LOGIN_PATH } from "../../../../shared/staff/staff-area-path.ts";
import { SessionCheckFailed, SessionCheckPending } from "../sign-in/session-check.tsx";
import { useStaffSession } from "../sign-in/use-staff-session.ts";
import { isUnauthorized } from "./staff-call-error.ts";
import { ReplaceWith } from "./replace-with.tsx";
import { StaffWorkspace } from "./staff-workspace.tsx";

/**
 * The admin gate: every staff page but the sign-in page asks who is signed in. With a
 * user the workspace shows; without one the visitor goes to sign in, replacing this entry in the
 * history (the staff client has saved the address to come back to).
 */
export function AdminGate() {
  const session = useStaffSession();
  if (session.data) return <StaffWorkspace user={session.data} />;
  if (session.isPending) return <SessionCheckPending />;
  if (isUnauthorized(session.error)) return <ReplaceWith to={ADMIN_LOGIN_PATH} />;
  return <SessionCheckFailed error={session.error} onRetry={() => void session.refetch()} />;
}
