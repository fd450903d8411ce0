import type { WebContents } from "electron";
import { DESK_ORIGIN } from "./desk-pages.ts";

// Where the window may go: the configured hotel server and the app's own screens. Anything else
// (a link in an enquiry, Little Hotelier's sign-in) opens in the system browser, and only over
// https or to a mail or phone program: an http: link could be read or changed on the way.
// The app's own screens (first run, offline) are opened by the app itself, never by a page of the
// server: a hotel page that could send the window to desk://app/setup.html could repoint the desk.

const EXTERNAL_SCHEMES = new Set(["https:", "mailto:", "tel:"]);

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

function mayOpenExternally(url: string): boolean {
  try {
    return EXTERNAL_SCHEMES.has(new URL(url).protocol);
  } catch {
    return false;
  }
}

export type OpenExternal = (url: string) => Promise<void>;

/** Whether a page at `from` may itself take the window to `to` (the app's screens only from the app's screens). */
function mayNavigate(from: string, to: string, serverOrigin: string | null): boolean {
  if (!isInsideApp(to, serverOrigin)) return false;
  return originOf(to) !== DESK_ORIGIN || originOf(from) === DESK_ORIGIN;
}

/** Keeps the window on the hotel server: navigation and new windows elsewhere go to the browser. */
export function installNavigationGuards(contents: WebContents, serverOrigin: () => string | null, openExternal: OpenExternal): void {
  const leaveOrStay = (event: { preventDefault: () => void }, url: string) => {
    if (mayNavigate(contents.getURL(), url, serverOrigin())) return;
    event.preventDefault();
    if (!isInsideApp(url, serverOrigin()) && mayOpenExternally(url)) void openExternal(url);
  };
  contents.on("will-navigate", (event, url) => leaveOrStay(event, url));
  contents.on("will-redirect", (event, url) => leaveOrStay(event, url));
  // A sub-frame (none is planned) may only show the hotel server's pages: never the app's own
  // screens, never anything else, and it opens nothing outside.
  contents.on("will-frame-navigate", (event) => {
    if (event.isMainFrame) return;
    if (originOf(event.url) === serverOrigin()) return;
    event.preventDefault();
  });
  contents.on("will-attach-webview", (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (mayOpenExternally(url)) void openExternal(url);
    return { action: "deny" };
  });
}
