// Plain constants of the enquiry forms, free of zod so public pages can import them cheaply.

/** The event types the API takes, stores and shows staff. */
export const EVENT_TYPES = ["wedding", "conference", "party", "meeting"] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/**
 * The kinds of event the public venue pages' forms ask about, one form per venue page: a meeting is sent through the API, or asked about on the conferences page's form.
 */
export const VENUE_FORM_KINDS = ["wedding", "conference", "party"] as const satisfies readonly EventType[];
export type VenueFormKind = (typeof VENUE_FORM_KINDS)[number];

export const CONTACT_SUBJECTS = ["general", "booking", "event", "feedback"] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** The contact form's subject choices in words (the form, the staff screens and notices). */
export const CONTACT_SUBJECT_LABELS: Record<ContactSubject, string> = {
  general: "General enquiry",
  booking: "A booking",
  event: "An event",
  feedback: "Feedback",
};

export const CONSENT_REQUIRED = "Please consent to receive communications";

/** Default guests per venue form (ADR 059 shows the field). */
export const DEFAULT_EVENT_GUESTS: Record<VenueFormKind, number> = { wedding: 50, conference: 20, party: 30 };

/** Venues take bookings up to three years ahead; a later date is a typo ("2062" for "2026"). */
export const EVENT_DATE_MAX_YEARS_AHEAD = 3;

/** The short reference a guest can quote (their acknowledgement shows it): the first 8 characters of the enquiry id. */
export function enquiryReference(id: string): string {
  return id.replaceAll("-", "").slice(0, 8).toUpperCase();
}
