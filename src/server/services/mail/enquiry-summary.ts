import type { ContactEnquiryRequest } from "../../../shared/enquiries/contact-enquiry-request.ts";
import type { EventEnquiryRequest } from "../../../shared/enquiries/event-enquiry-request.ts";
import { enquiryReference } from "../../../shared/enquiries/enquiry-constants.ts";
import { formatCalendarDate } from "./mail-content.ts";
import { nationalPhone } from "../../../shared/validation/phone-number.ts";

/** What both e-mails about one enquiry show, whichever form it came from. */
export interface EnquirySummary {
  reference: string;
  receivedAt: Date;
  /** "Contact enquiry", "Wedding enquiry", … */
  kindLabel: string;
  /** The phone as a guest in the UK writes it (stored E.164 underneath, ADR 047). */
  guest: { name: string; email: string; phone: string | undefined };
  /** The form's other answers, in the order the form asks them. */
  details: ReadonlyArray<readonly [label: string, value: string]>;
  message: string | undefined;
  marketingOptIn: boolean;
  source: string;
}

/** What was asked, without the submission's own fields (idempotency key, honeypot). */
export type ContactEnquiryDetails = Omit<ContactEnquiryRequest, "idempotencyKey" | "website">;
export type EventEnquiryDetails = Omit<EventEnquiryRequest, "idempotencyKey" | "website">;

const CONTACT_SUBJECT_LABELS: Record<ContactEnquiryRequest["subject"], string> = {
  general: "General enquiry",
  booking: "Booking",
  event: "Events",
  feedback: "Feedback",
};

const EVENT_TYPE_LABELS: Record<EventEnquiryRequest["eventType"], string> = {
  wedding: "Wedding",
  conference: "Conference",
  party: "Private party",
  meeting: "Meeting",
};

export function contactEnquirySummary(id: string, request: ContactEnquiryDetails, receivedAt: Date): EnquirySummary {
  return {
    reference: enquiryReference(id),
    receivedAt,
    kindLabel: "Contact enquiry",
    guest: { name: request.name, email: request.email, phone: request.phone === undefined ? undefined : nationalPhone(request.phone) },
    details: [["Subject", CONTACT_SUBJECT_LABELS[request.subject]]],
    message: request.message,
    marketingOptIn: request.marketingOptIn,
    source: request.source,
  };
}

export function eventEnquirySummary(id: string, request: EventEnquiryDetails, receivedAt: Date): EnquirySummary {
  return {
    reference: enquiryReference(id),
    receivedAt,
    kindLabel: `${EVENT_TYPE_LABELS[request.eventType]} enquiry`,
    guest: { name: request.name, email: request.email, phone: request.phone === undefined ? undefined : nationalPhone(request.phone) },
    details: [
      ["Event", EVENT_TYPE_LABELS[request.eventType]],
      ["Date", request.eventDate ? formatCalendarDate(request.eventDate) : "Not decided yet"],
      ["Guests", String(request.guests)],
    ],
    message: request.message,
    marketingOptIn: request.marketingOptIn,
    source: request.source,
  };
}
