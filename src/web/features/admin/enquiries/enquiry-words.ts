import { hotel } from "../../../../../content/hotel.ts";
import { formatLongDate } from "../../../../shared/dates.ts";
import { KIND_LABELS, topicWord, type EnquiryRow, type EventEnquiryRow, type EnquiryListRow } from "../../../../shared/enquiries/enquiry-admin.ts";

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
 * A mailto: link to answer the guest: their address and a subject naming the enquiry and the
 * hotel. The guest's own words never go into the link (they would sit in the mail program's
 * history and could carry anything).
 */
export function replyMailto(row: EnquiryRow, hotelName: string = hotel.name): string {
  const about = row.kind === "event" ? `your ${row.event_type} enquiry` : "your enquiry";
  const subject = `Re: ${about} — ${hotelName}`;
  return `mailto:${encodeURIComponent(row.email).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}`;
}
