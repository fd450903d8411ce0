// What signing in and out tells the member of staff.
export const STAFF_MESSAGES = {
  /** A refused sign-in when the server sent no message of its own (the server's own wording too). */
  LOGIN_FAILED: "Login failed",
  /** The server could not be reached. */
  LOGIN_EXCEPTION: "Login failed. Please try again.",
  LOGIN_SUCCESS: "Login successful!",
  LOGOUT_SUCCESS: "Logged out successfully",
  /** Why the sign-in appeared over the screen: the session lapsed, and what was on it is kept (ADR 091). */
  SESSION_ENDED: "Your session has ended. Sign in again to carry on.",
  /** The staff area's one notice while the server cannot be reached: the catalogue's NETWORK_ERROR words first (ADR 091). */
  SERVER_AWAY: "Unable to connect to the server. Showing what was last loaded; this will update by itself when the connection is back.",
  /**
   * The sign-in form's toast; the same words as the catalogue's FORM_INVALID, written out so the staff area
   * shares no module with the public forms' chunks (a shared module splits them: ADR 014).
   */
  FORM_INVALID: "Please correct the errors below.",
} as const;
