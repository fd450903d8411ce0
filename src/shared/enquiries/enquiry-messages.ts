import { NEWSLETTER_CONFIRMATION_SENT } from "../newsletter/newsletter-paths.ts";

// What the forms and links tell the guest and the
// server's own wording for the cases the original does not cover.
export const ENQUIRY_MESSAGES = {
  EVENT_SUCCESS: "Thank you! We'll be in touch within 24 hours.",
  EVENT_FAILURE: "Failed to submit inquiry. Please try again.",
  CONTACT_SUCCESS: "Thank you for your message! We'll get back to you within 24 hours.",
  CONTACT_FAILURE: "Failed to send message. Please try again.",
  /** The contact form's words when the server refused without a message of its own. */
  CONTACT_REFUSED: "Failed to send message",
  NEWSLETTER_CONFIRMATION_SENT,
  NEWSLETTER_CONFIRMED: "Thank you! Your subscription to our newsletter is confirmed.",
  NEWSLETTER_ALREADY_CONFIRMED: "Your subscription is already confirmed. There is nothing more to do.",
  NEWSLETTER_CONFIRM_PROMPT: "Press the button to confirm that you would like to receive our newsletter at this address.",
  NEWSLETTER_LINK_EXPIRED: "This confirmation link has expired or has already been used. Please sign up again.",
  UNSUBSCRIBED: "You have been successfully unsubscribed from our newsletter.",
  ALREADY_UNSUBSCRIBED: "This address is already unsubscribed from our newsletter.",
  UNSUBSCRIBE_PROMPT: "Press the button to stop receiving our newsletter at this address.",
  UNSUBSCRIBE_FAILURE: "Failed to unsubscribe. Please try again.",
  IDEMPOTENCY_CONFLICT: "This form was already sent with different details. Please reload the page and try again.",
} as const;
