// The markers of the server pages' frame (ADR 038, the addresses are in
// server-page-paths.ts): the build renders them, the server replaces them, the page keeps the result.

/** The frame's placeholders; none contains a character HTML escapes, so they survive rendering as written. */
export const SERVER_PAGE_MARKERS = {
  title: "%%SERVER_PAGE_TITLE%%",
  content: "%%SERVER_PAGE_CONTENT%%",
  /** The class of the page's one button: the site's primary button, as the build made it. */
  buttonClass: "%%SERVER_PAGE_BUTTON_CLASS%%",
} as const;

/** The elements that hold the server's title and content; the web app keeps what it finds there. */
export const SERVER_PAGE_TITLE_ID = "server-page-title";
export const SERVER_PAGE_CONTENT_ID = "server-page-content";
