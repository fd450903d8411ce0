// How long the hotel keeps each kind of record (addons-privacy-admin §9; DESIGN decision 15): the
// privacy policy's table, and what the retention jobs delete or anonymise after.

export interface RetentionRule {
  record: string;
  kept: string;
  why: string;
}

export const RETENTION_RULES: readonly RetentionRule[] = [
  { record: "Booking records, including pet add-on bookings", kept: "7 years", why: "Tax and accounting law" },
  { record: "Payment records", kept: "7 years", why: "Tax and accounting law" },
  { record: "Contact enquiries", kept: "3 years", why: "To answer follow-up questions about your enquiry" },
  { record: "Event and wedding enquiries", kept: "5 years", why: "Events are often planned years ahead and rebooked" },
  { record: "Newsletter subscription", kept: "Until you unsubscribe, plus 1 year", why: "To keep honouring your unsubscribe" },
  { record: "Staff activity (audit) logs", kept: "1 year", why: "Security: who looked at or changed personal data" },
];
