import type { WebContents } from "electron";
import { DESK_ORIGIN } from "./desk-pages.ts";

// Where the window may go: the configured hotel server and the app's own screens. Anything else
// (a link in an enquiry, Little Hotelier's sign-in) opens in the system browser, and only for
// the schemes a browser or mail program handles.

const EXTERNAL_SCHEMES = new Set(["https:", "http:", "mailto:", "tel:"]);

export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "desk:" ? `${parsed.protocol}//${parsed.host}` : parsed.origin;
  } catch {
    return null;
  }
}

export function isInsideApp(url: string, serverOrigin: string | null): boolean {
  const origin = originOf(url);
  return origin !== null && (origin === DESK_ORIGIN || (serverOrigin !== null && origin === serverOrigin));
}

export function mayOpenExternally(url: string): boolean {
  try {
    return EXTERNAL_SCHEMES.has(new URL(url).protocol);
  } catch {
    return false;
  }
}

export type OpenExternal = (url: string) => Promise<void>;

/** Keeps the window on the hotel server: navigation and new windows elsewhere go to the browser. */
export function installNavigationGuards(contents: WebContents, serverOrigin: () => string | null, openExternal: OpenExternal): void {
  const leaveOrStay = (event: { preventDefault: () => void }, url: string) => {
    if (isInsideApp(url, serverOrigin())) return;
    event.preventDefault();
    if (mayOpenExternally(url)) void openExternal(url);
  };
  contents.on("will-navigate", (event, url) => leaveOrStay(event, url));
  contents.on("will-redirect", (event, url) => leaveOrStay(event, url));
  contents.on("will-attach-webview", (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (mayOpenExternally(url)) void openExternal(url);
    return { action: "deny" };
  });
}
