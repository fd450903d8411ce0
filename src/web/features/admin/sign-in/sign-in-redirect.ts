import { ADMIN_LOGIN_PATH } from "../../../../shared/staff/staff-area-path.ts";
import { browserSessionStorage, type SmallStorage } from "../shell/browser-session-storage.ts";
import { isSignInPath, saveReturnPath } from "./return-path.ts";

type GoToSignIn = () => void;

const reloadIntoSignIn: GoToSignIn = () => window.location.assign(ADMIN_LOGIN_PATH);
let goToSignIn: GoToSignIn = reloadIntoSignIn;

/**
 * The admin layout hands in the router's navigation, so the move to the sign-in page keeps the
 * loaded code; without it (not yet mounted) the page is reloaded there. Returns the undo.
 */
export function setSignInNavigation(navigate: GoToSignIn): () => void {
  goToSignIn = navigate;
  return () => {
    if (goToSignIn === navigate) goToSignIn = reloadIntoSignIn;
  };
}

type Whereabouts = Pick<Location, "pathname" | "search" | "hash">;

/**
 * A staff call answered 401: the session is missing or over. Remember where the member
 * of staff was and send them to sign in, unless they are there already.
 */
export function sendToSignIn(where: Whereabouts = window.location, storage: SmallStorage | null = browserSessionStorage()): void {
  if (isSignInPath(where.pathname)) return;
  if (storage) saveReturnPath(storage, `${where.pathname}${where.search}${where.hash}`);
  goToSignIn();
}
