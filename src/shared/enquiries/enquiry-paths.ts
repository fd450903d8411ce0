/** Where the enquiry forms send: JSON from the form's island, or the plain form when no script ran (ADR 088). */
export const ENQUIRY_PATHS = {
  contact: "/api/inquiries/contact",
  event: "/api/inquiries/event",
  consent: "/api/inquiries/consent",
  /** Form-encoded in, an HTML page in the site's layout out: the contact form before (or without) JavaScript. */
  contactForm: "/api/inquiries/contact/form",
  /** The same for the venue pages' forms. */
  eventForm: "/api/inquiries/event/form",
} as const;

/** What the page sent without JavaScript says above the list of what to correct. */
export const PLAIN_FORM_CORRECTIONS = "Please correct the following and send the form again:";
/** And how to get back to what was typed: the browser keeps a form's fields on Back. */
export const PLAIN_FORM_BACK = "Use your browser's Back button to return to the form: what you typed is still there.";
