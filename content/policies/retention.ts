// How long the hotel keeps each kind of record (addons-privacy-admin §9; DESIGN decision 15): the
// privacy policy's table, and the periods the daily retention purge deletes or anonymises after
// (src/server/services/retention/). A period and the words that state it sit side by side here,
// and a unit test holds them together.

export interface RetentionPeriod {
  years?: number;
  months?: number;
  days?: number;
}

/** The periods the purge works with, each named for what it applies to. */
export const RETENTION_PERIODS = {
  /** Anonymised pet add-on bookings and their payment records, from the payment. */
  bookingRecords: { years: 7 },
  /** A paid add-on booking's guest details, from check-out; then anonymised. */
  addonGuestDetails: { months: 18 },
  /** Add-on bookings never paid (abandoned or failed checkouts), from when they were started. */
  unpaidAddonBookings: { days: 30 },
  contactEnquiries: { years: 3 },
  eventEnquiries: { years: 5 },
  /** A newsletter address and its suppression entry, from the unsubscribe. */
  newsletterAfterUnsubscribe: { years: 1 },
  /** Sign-ups and data requests never confirmed, from when their link expired; and confirmed links' hashes, from confirmation. */
  confirmationLinks: { days: 30 },
  /** Consent records of an address no longer subscribed. */
  consentRecords: { years: 1 },
  auditLogs: { years: 1 },
  /** Copies of e-mails sent (or given up on), from their last attempt. */
  sentEmails: { days: 90 },
  /** Stripe webhook event ids (Stripe retries a delivery for up to 3 days). */
  stripeEvents: { days: 30 },
  /** Data-rights requests, from when they were answered (or refused). */
  privacyRequests: { years: 2 },
  /** Idempotency-Key answers (a client retries within minutes). */
  idempotencyKeys: { days: 1 },
} as const satisfies Record<string, RetentionPeriod>;

export interface RetentionRule {
  record: string;
  kept: string;
  why: string;
}

/** The privacy policy's table: the six rows of §9 first, then what the hotel also keeps, and how long. */
export const RETENTION_RULES: readonly RetentionRule[] = [
  { record: "Booking records, including pet add-on bookings", kept: "7 years", why: "Tax and accounting law" },
  { record: "Payment records", kept: "7 years", why: "Tax and accounting law" },
  { record: "Contact enquiries", kept: "3 years", why: "To answer follow-up questions about your enquiry" },
  { record: "Event and wedding enquiries", kept: "5 years", why: "Events are often planned years ahead and rebooked" },
  { record: "Newsletter subscription", kept: "Until you unsubscribe, plus 1 year", why: "To keep honouring your unsubscribe" },
  { record: "Staff activity (audit) logs", kept: "1 year", why: "Security: who looked at or changed personal data" },
  {
    record: "Your name, e-mail, phone and pets' names on a pet add-on booking",
    kept: "18 months after check-out, then removed",
    why: "To help with your stay and answer card disputes; the booking and payment record stays, anonymised, for the 7 years above",
  },
  { record: "Pet add-on bookings never paid", kept: "30 days", why: "To finish a payment still in progress" },
  { record: "Newsletter sign-ups never confirmed", kept: "30 days after the confirmation link expires", why: "To answer if you ask about the link" },
  { record: "Records of your marketing consent", kept: "While you are subscribed, plus 1 year", why: "To show when and how you agreed" },
  { record: "Copies of e-mails we sent you", kept: "90 days", why: "To resend a message that did not arrive" },
  { record: "Your data-rights requests (access, export, deletion)", kept: "2 years after we answer", why: "To show we answered, and how" },
];
