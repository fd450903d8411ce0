import { showToast } from "../../../lib/toast.ts";
import { browserSessionStorage, type SmallStorage } from "./browser-session-storage.ts";

export const TOAST_KEY = "admin:toast";

/**
 * A success notice for the page the browser is about to load: signing in ends with a full page
 * load, which would take a toast shown now away before anyone could read it.
 */
export function toastAfterReload(message: string, storage: SmallStorage | null = browserSessionStorage()): void {
  try {
    storage?.setItem(TOAST_KEY, message);
  } catch {
    // Storage refused: the next page simply shows no notice.
  }
}

/** Shows the notice left by the page before, once. */
export function showToastFromBeforeReload(storage: SmallStorage | null = browserSessionStorage()): void {
  const message = storage?.getItem(TOAST_KEY);
  if (!message) return;
  storage?.removeItem(TOAST_KEY);
  showToast(message, "success");
}
