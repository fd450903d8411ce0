import { randomUUID } from "node:crypto";
import type { ConsentRequestInput } from "../../src/shared/enquiries/consent-request.ts";
import type { ContactEnquiryRequestInput } from "../../src/shared/enquiries/contact-enquiry-request.ts";
import type { EventEnquiryRequestInput } from "../../src/shared/enquiries/event-enquiry-request.ts";
import { addDays, londonToday } from "../../src/shared/dates.ts";

/** A unique address under example.com (never a real inbox). */
export function guestEmail(label = "guest"): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

export function idempotencyKey(): string {
  return randomUUID();
}

/** A contact form as a guest would send it; each call has its own e-mail address. */
export function contactEnquiry(overrides: Partial<ContactEnquiryRequestInput> = {}): ContactEnquiryRequestInput {
  return {
    name: "Jane O'Neill",
    email: guestEmail(),
    phone: "01632 960123",
    subject: "booking",
    message: "Do you have a twin room free on the 14th of March?",
    marketingOptIn: false,
    ...overrides,
  };
}

/** A wedding enquiry for a date a few months ahead; each call has its own e-mail address. */
export function eventEnquiry(overrides: Partial<EventEnquiryRequestInput> = {}): EventEnquiryRequestInput {
  return {
    name: "Priya Shah",
    email: guestEmail(),
    phone: "07700 900123",
    eventType: "wedding",
    eventDate: addDays(londonToday(), 120),
    guests: 80,
    message: "A summer wedding with a garden ceremony if the weather allows.",
    marketingOptIn: false,
    consent: true,
    ...overrides,
  };
}

export function consentRecord(overrides: Partial<ConsentRequestInput> = {}): ConsentRequestInput {
  return { email: guestEmail(), marketing: true, analytics: false, ...overrides };
}
