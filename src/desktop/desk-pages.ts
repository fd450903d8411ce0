// The desk app's own screens (first run, offline), served from inside the app under a custom
// scheme rather than file:// (Electron's security checklist). The strict CSP comes with each answer
// (page-server.ts), in one place, so the pages carry no copy of it.

export const DESK_SCHEME = "desk";
export const DESK_ORIGIN = `${DESK_SCHEME}://app`;

export const DESK_PAGES = {
  setup: `${DESK_ORIGIN}/setup.html`,
  offline: `${DESK_ORIGIN}/offline.html`,
} as const;

/** The only files the scheme serves, and their types. */
export const DESK_PAGE_FILES: Readonly<Record<string, string>> = {
  "/setup.html": "text/html; charset=utf-8",
  "/offline.html": "text/html; charset=utf-8",
  "/setup.js": "text/javascript; charset=utf-8",
  "/offline.js": "text/javascript; charset=utf-8",
  "/desk.css": "text/css; charset=utf-8",
};

export const DESK_PAGE_CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
