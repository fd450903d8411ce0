import type { Prisma } from "../../db/prisma.ts";
import { addonBookingBaseSelect } from "../addons/addon-booking-select.ts";
import { narrowedSelect } from "../core/narrowed-select.ts";
import { normalisedEmail } from "../../../shared/validation/email-field.ts";

type Db = Pick<
  Prisma.TransactionClient,
  "contactInquiry" | "eventInquiry" | "consentRecord" | "newsletterSubscriber" | "suppressionEntry" | "addonBooking" | "privacyRequest" | "outboxMessage"
>;

/** Version of the export's JSON layout: raised whenever a field is renamed or removed. */
const EXPORT_SCHEMA_VERSION = 1;

/** What a guest's own add-on bookings show in their access summary and export: no ids of ours or Stripe's. */
const personalAddonBookingSelect = narrowedSelect(addonBookingBaseSelect, ["reference", "bookingConfirmationId", "guestName", "guestEmail", "guestPhone", "checkInDate", "checkOutDate", "numberOfNights", "numberOfPets", "petDetails", "specialRequirements", "totalAmountPence", "currency", "marketingOptIn", "paymentStatus", "paidAt", "verifiedAtReception", "createdAt"]);

/**
 * Every record that holds the address, with the fields a guest gave us or we derived about them
 * (explicit selects: ids of other systems and internal flags stay out). The same list drives the
 * access summary, the export and the erasure, so a table added here is covered by all three.
 */
export async function personalRecordsOf(db: Db, address: string, emailHash: string) {
  // Compared exactly: SQL's LIKE (what Prisma's case-insensitive match becomes) reads `_` and `%` as wildcards.
  const email = normalisedEmail(address);
  const [contactEnquiries, eventEnquiries, consentRecords, newsletter, suppression, addonBookings, privacyRequests, emailsSent] = await Promise.all([
    db.contactInquiry.findMany({
      where: { email: email },
      select: { id: true, name: true, email: true, phone: true, subject: true, message: true, marketingOptIn: true, status: true, source: true, createdAt: true },
      orderBy: { createdAt: "asc" },
    }),
    db.eventInquiry.findMany({
      where: { email: email },
      select: { id: true, name: true, email: true, phone: true, eventType: true, eventDate: true, guests: true, message: true, marketingOptIn: true, status: true, source: true, createdAt: true },
      orderBy: { createdAt: "asc" },
    }),
    db.consentRecord.findMany({ where: { email: email }, select: { email: true, marketing: true, analytics: true, createdAt: true }, orderBy: { createdAt: "asc" } }),
    db.newsletterSubscriber.findMany({
      where: { email: email },
      select: { email: true, status: true, consent: true, source: true, confirmedAt: true, unsubscribedAt: true, createdAt: true },
    }),
    db.suppressionEntry.findMany({ where: { email: { in: [email, emailHash] } }, select: { email: true, reason: true, createdAt: true } }),
    db.addonBooking.findMany({
      where: { guestEmail: email },
      select: personalAddonBookingSelect,
      orderBy: { createdAt: "asc" },
    }),
    db.privacyRequest.findMany({
      where: { emailHash, status: { not: "awaiting_confirmation" } },
      select: { id: true, type: true, status: true, createdAt: true, confirmedAt: true, dueAt: true, completedAt: true, outcome: true },
      orderBy: { createdAt: "asc" },
    }),
    db.outboxMessage.findMany({ where: { to: email }, select: { kind: true, subject: true, status: true, sentAt: true, createdAt: true }, orderBy: { createdAt: "asc" } }),
  ]);
  return { contactEnquiries, eventEnquiries, consentRecords, newsletter, suppression, addonBookings, privacyRequests, emailsSent };
}

export type PersonalRecords = Awaited<ReturnType<typeof personalRecordsOf>>;

/** Each kind of record in words: what it holds, why, and how long it is kept (content/policies/retention.ts). */
export const RECORD_KINDS: Record<keyof PersonalRecords, { label: string; holds: string; keptFor: string }> = {
  contactEnquiries: { label: "Messages sent through our contact form", holds: "name, e-mail, phone, subject, message", keptFor: "3 years" },
  eventEnquiries: { label: "Event enquiries (weddings, conferences, parties and meetings)", holds: "name, e-mail, phone, event type and date, guests, message", keptFor: "5 years" },
  consentRecords: { label: "Your marketing and cookie consent choices", holds: "e-mail, the choices and when you made them", keptFor: "as long as the choice applies" },
  newsletter: { label: "Newsletter subscription", holds: "e-mail, status, where you signed up, when you confirmed", keptFor: "until you unsubscribe, plus 1 year" },
  suppression: { label: "Suppression list (no marketing e-mail)", holds: "e-mail and the reason", keptFor: "as long as it must stop marketing to you" },
  addonBookings: { label: "Pet accommodation add-on bookings", holds: "name, e-mail, phone, dates, pets' names and types, requirements, payment", keptFor: "7 years (payment records)" },
  privacyRequests: { label: "Your data requests to us", holds: "the type of request, dates and what we did", keptFor: "as long as we must show how we answered" },
  emailsSent: { label: "E-mails we sent you", holds: "subject and when it was sent", keptFor: "up to 1 year" },
};

export function recordCounts(records: PersonalRecords): { kind: keyof PersonalRecords; count: number }[] {
  return (Object.keys(RECORD_KINDS) as (keyof PersonalRecords)[]).map((kind) => ({ kind, count: records[kind].length }));
}

/** The export file's content: every record above, dates as ISO strings, with its schema version. */
export function exportDocument(records: PersonalRecords, email: string, at: Date): string {
  return JSON.stringify(
    {
      schemaVersion: EXPORT_SCHEMA_VERSION,
      generatedAt: at.toISOString(),
      subject: { email },
      records,
    },
    (_key, value: unknown) => (typeof value === "bigint" ? Number(value) : value),
    2,
  );
}
