import { NETWORK_ERROR_MESSAGE } from "./network-error-message.ts";

/** The original site's error catalogue (ADR 058) and the server's own wording. */
export const ERROR_MESSAGES = {
  NETWORK_ERROR: NETWORK_ERROR_MESSAGE,
  VALIDATION_ERROR: "Please check your input and try again.",
  PAYMENT_ERROR: "There was an issue processing your payment. Please try again.",
  BOOKING_ERROR: "Unable to complete your booking. Please try again or contact us.",
  UNAVAILABLE: "Sorry, this room is no longer available for the selected dates.",
  // A venue is definite at most once a date (ADR 100): the database refuses the second.
  VENUE_TAKEN: "Sorry, this venue is already booked for the selected date.",
  UNKNOWN: "An unexpected error occurred. Please try again.",
  FORM_INVALID: "Please correct the errors below.",
  TOO_MANY_REQUESTS: "Too many requests. Please wait a moment and try again.",
  BODY_TOO_LARGE: "The request is too large. The limit is 64 KB.",
  UNSUPPORTED_MEDIA_TYPE: "Unsupported content type. Please send JSON (Content-Type: application/json).",
  MALFORMED_JSON: "The request body is not valid JSON.",
  CROSS_SITE_REFUSED: "This request came from another site and was refused.",
  NOT_FOUND: "Not found",
  METHOD_NOT_ALLOWED: "This address does not take that kind of request; the Allow header lists the ones it takes.",
  UNAUTHORIZED: "Please sign in to continue.",
} as const;
