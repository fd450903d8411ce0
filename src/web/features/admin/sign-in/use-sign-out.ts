import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { ADMIN_LOGIN_PATH } from "../../../../shared/staff/staff-area-path.ts";
import { STAFF_MESSAGES } from "../../../../shared/staff/staff-messages.ts";
import { showToast } from "../../../lib/toast.ts";
import { browserSessionStorage } from "../shell/browser-session-storage.ts";
import { forgetReturnPath } from "./return-path.ts";
import { signOut } from "./staff-api.ts";

/**
 * Sign out: end the session on the server, then leave for the sign-in page with
 * "Logged out successfully". A failed call is ignored: the member of staff asked to leave, so the
 * staff area lets them go either way.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  async function signOutAndLeave(): Promise<void> {
    if (signingOut) return;
    setSigningOut(true);
    await signOut().catch(() => undefined);
    // Whoever signs in next starts at the dashboard, not where this person was.
    forgetReturnPath(browserSessionStorage());
    showToast(STAFF_MESSAGES.LOGOUT_SUCCESS, "success");
    // The sign-in page empties the query cache; replacing keeps Back from reopening a staff page.
    void navigate(ADMIN_LOGIN_PATH, { replace: true });
  }

  return { signingOut, signOut: signOutAndLeave };
}
