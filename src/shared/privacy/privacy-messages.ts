// What the data-request page and its e-mailed links say.

export const DATA_REQUEST_MESSAGES = {
  /** The banner over a form with errors. */
  CORRECT_ERRORS: "Please correct the errors below.",
  /** The server refused without a message of its own. */
  FAILED: "Request failed. Please try again.",
  /** No answer at all. */
  NETWORK: "Network error. Please try again later.",
  NETWORK_TOAST: "Failed to submit request. Please try again.",
  /** The fallback; the server's own message is preferred. */
  SUCCESS_FALLBACK: "Request submitted successfully. Check your email.",
  /** The server's answer to every request, whether or not it holds data for the address (ADR 022). */
  SUBMITTED:
    "Request submitted successfully. Check your email: we have sent a link to confirm that the request is yours. Nothing happens until you press the button on the page it opens. The link works once, for 24 hours.",
  /** The delete form's warning. */
  DELETE_WARNING:
    "Deleting your data is permanent. Past booking records are anonymised but kept for 7 years (payment records the law requires us to keep), and active bookings cannot be deleted until after check-out.",
  LINK_EXPIRED: "This link has expired or has already been used. Please send a new request from our data request page.",
  ACTIVE_BOOKING:
    "We could not delete your data yet: you have a booking whose check-out date has not passed, and active bookings cannot be deleted until after check-out. Please send your request again after check-out.",
} as const;

/** Where the data-request page sends: JSON with a script, the plain form without one. */
export const DATA_REQUEST_PATHS = {
  access: "/api/gdpr/data-request",
  export: "/api/gdpr/export-request",
  delete: "/api/gdpr/delete-request",
  any: "/api/gdpr/request",
  /** Form-encoded in, an HTML page out (no JavaScript). */
  plainForm: "/api/gdpr/request-form",
  confirm: "/api/gdpr/confirm",
  download: "/api/gdpr/export",
} as const;

/** The days a download link of an export works. */
export const EXPORT_LINK_VALID_DAYS = 7;
/** The hours a confirmation link works. */
export const CONFIRMATION_LINK_VALID_HOURS = 24;
