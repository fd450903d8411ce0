/** Where the newsletter sign-up sends: JSON from the page's script, or the plain form when no script ran. */
export const NEWSLETTER_PATHS = {
  subscribe: "/api/newsletter/subscribe",
  /** Form-encoded in, an HTML page out: the footer's form before (or without) JavaScript. */
  signUpForm: "/api/newsletter/sign-up",
  /** The unsubscribe page's form: JSON to the suppression call with a script, this without. */
  suppression: "/api/inquiries/suppression",
  unsubscribeForm: "/api/newsletter/unsubscribe-form",
} as const;

/** What the sign-up says once the server has sent the confirmation link (ENQUIRY_MESSAGES has it too). */
export const NEWSLETTER_CONFIRMATION_SENT = "Please check your inbox: we've sent you a link to confirm your subscription.";

/** What the sign-up says when the server refused without a message of its own. */
export const NEWSLETTER_SIGN_UP_FAILURE = "Sorry, we could not sign you up. Please try again.";
