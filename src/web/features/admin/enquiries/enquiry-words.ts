import { hotel } from "../../../../../content/hotel.ts";
import { formatLongDate } from "../../../../shared/dates.ts";
import { KIND_LABELS, topicWord, type EnquiryRow, type EventEnquiryRow, type EnquiryListRow } from "../../../../shared/enquiries/enquiry-admin.ts";
import { enquiryReference } from "../../../../shared/enquiries/enquiry-constants.ts";
import type { ReplyPlaceholder } from "../../../../shared/enquiries/enquiry-replies.ts";

// The words the Inquiries tab puts on its rows (ADR 026), kept apart from the
// components so they can be tested on their own.

export { KIND_LABELS };

/** The contact form's subject or the event's type, as a word ("Booking", "Wedding"); nothing for a sign-up. */
export function topicOf(row: EnquiryListRow): string | null {
  if (row.kind === "contact") return topicWord(row.subject);
  if (row.kind === "event") return topicWord(row.event_type);
  return null;
}

/**
 * "Another event enquiry asks for 14 March 2027 (Jane Smith, wedding)." — or, with more, "3 other
 * event enquiries ask for …", naming those the server named and counting the rest. Null when none.
 */
export function sameDateWarning(row: EventEnquiryRow): string | null {
  const { count, enquiries } = row.same_date;
  if (count === 0 || !row.event_date) return null;
  const named = enquiries.map((other) => `${other.name}, ${other.event_type}`).join("; ");
  const unnamed = count - enquiries.length;
  const who = unnamed > 0 ? `${named}; and ${unnamed} more` : named;
  const date = formatLongDate(row.event_date);
  return count === 1 ? `Another event enquiry asks for ${date} (${who}).` : `${count} other event enquiries ask for ${date} (${who}).`;
}

/**
 * What a reply template's placeholders become for this enquiry (ADR 094): the guest's name, the
 * reference their acknowledgement showed, the event's facts, the hotel's, and who signs. A fact the
 * enquiry lacks (no event date, a member of staff without a name) has no value, so the placeholder
 * stays in the text for staff to replace, and the reply cannot be sent until they do.
 */
export function replyFacts(row: EnquiryRow, staffName: string): Partial<Record<ReplyPlaceholder, string>> {
  const facts: Partial<Record<ReplyPlaceholder, string>> = {
    guest_name: row.name,
    reference: enquiryReference(row.id),
    hotel_name: hotel.name,
    reception_phone: hotel.phone.display,
  };
  if (staffName.trim() !== "") facts.staff_name = staffName.trim();
  if (row.kind === "event") {
    facts.event_type = row.event_type;
    facts.guests = String(row.guests);
    if (row.event_date) facts.event_date = formatLongDate(row.event_date);
  }
  return facts;
}
