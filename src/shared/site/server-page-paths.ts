import { NEWSLETTER_PATHS } from "../newsletter/newsletter-paths.ts";
import { DATA_REQUEST_PATHS } from "../privacy/privacy-messages.ts";

// Pages the server writes at request time (ADR 038): what an e-mailed link
// opens (newsletter confirm and unsubscribe, data-request confirm and download) and what a form
// sent without JavaScript answers. They wear the site's own layout: the build pre-renders one
// frame (header, navigation, footer, fonts, styles, the app's scripts) with markers where the
// page's title and content go (server-page-markers.ts), and the server fills them in, escaped.

/** Every address answered with a server page: the web app routes each to the page that keeps the server's content. */
export const SERVER_PAGE_PATHS = [
  "/api/newsletter/confirm",
  "/api/newsletter/unsubscribe-one-click",
  DATA_REQUEST_PATHS.confirm,
  DATA_REQUEST_PATHS.download,
  NEWSLETTER_PATHS.signUpForm,
  NEWSLETTER_PATHS.unsubscribeForm,
  DATA_REQUEST_PATHS.plainForm,
] as const;

export function isServerPagePath(path: string): boolean {
  return (SERVER_PAGE_PATHS as readonly string[]).includes(path.replace(/(?<=.)\/$/, ""));
}
