// The unsubscribe page's words, kept apart from the request schemas so the page's first load
// carries no validation library (the server validates).

/** The unsubscribe page's texts. */
export const UNSUBSCRIBE_MESSAGES = {
  SUCCESS: "You have been successfully unsubscribed from our newsletter.",
  FAILED: "Failed to unsubscribe. Please try again.",
  NETWORK: "Network error. Please try again later.",
  EMAIL_TOAST: "Please correct the email address.",
} as const;

/** The optional reasons the unsubscribe page offers; none chosen sends DEFAULT_SUPPRESSION_REASON. */
export const UNSUBSCRIBE_REASONS = [
  "I receive too many e-mails",
  "The content is not relevant to me",
  "I did not sign up for this newsletter",
  "I am no longer planning a visit",
  "Another reason",
] as const;
