import { useSyncExternalStore } from "react";
import { STAFF_MESSAGES } from "../../../../shared/staff/staff-messages.ts";
import type { StaffUser } from "../../../../shared/staff/staff-user.ts";
import { showToast } from "../../../lib/toast.ts";
import { toastAfterReload } from "../shell/reload-toast.ts";
import { sessionLapse } from "../shell/session-lapse.ts";
import { StaffDialog } from "../ui/staff-dialog.tsx";
import { AdminLoginForm } from "./admin-login-form.tsx";

function signedInAgain(user: StaffUser): void {
  if (sessionLapse.signedIn(user.id)) return void showToast(STAFF_MESSAGES.LOGIN_SUCCESS, "success");
  // Someone else signed in at this computer: nothing of the last person's screen may stay, so the
  // staff area starts afresh from the new session, as after the sign-in page.
  toastAfterReload(STAFF_MESSAGES.LOGIN_SUCCESS);
  window.location.reload();
}

/** Whether a call waits for the member of staff to sign in again. */
export function useAskingToSignInAgain(): boolean {
  return useSyncExternalStore(sessionLapse.subscribe, sessionLapse.isAsking, sessionLapse.isAsking);
}

/**
 * The sign-in over the screen while a call waits for a lapsed session (ADR 091): the screen below
 * keeps what was typed and what was pressed. Closing it gives up: the waiting calls are refused
 * and the page goes to sign in, as before.
 */
export function SignInAgainDialog() {
  if (!useAskingToSignInAgain()) return null;
  return (
    <StaffDialog title="Sign in again" onClose={sessionLapse.giveUp}>
      <p>{STAFF_MESSAGES.SESSION_ENDED}</p>
      <AdminLoginForm onSignedIn={signedInAgain} />
    </StaffDialog>
  );
}
