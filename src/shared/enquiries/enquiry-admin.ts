import { z } from "zod";
import { adminSectionPath } from "../staff/admin-sections.ts";
import { STAFF_LIST_SEARCH_MAX_LENGTH, staffPageQuerySchema, staffPageSchema } from "../staff/staff-list.ts";
import { CONTACT_SUBJECTS, EVENT_TYPES } from "./enquiry-constants.ts";
import { withoutControlCharacters } from "../validation/sanitize.ts";

// The staff's Inquiries tab (ADR 026): contact
// and event enquiries and newsletter sign-ups in one list, filtered, sorted and paged by the
// server. The screen parses the server's answer with these schemas.

const ENQUIRY_LIST_KINDS = ["contact", "event", "newsletter"] as const;
export type EnquiryListKind = (typeof ENQUIRY_LIST_KINDS)[number];
export const ENQUIRY_KIND_FILTERS = ["all", ...ENQUIRY_LIST_KINDS] as const;
export type EnquiryKindFilter = (typeof ENQUIRY_KIND_FILTERS)[number];

/** The enquiries whose status staff change (newsletter rows have a subscription status instead). */
const ENQUIRY_KINDS = ["contact", "event"] as const;

export const ENQUIRY_STATUSES = ["new", "read", "replied", "closed"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const ENQUIRY_STATUS_FILTERS = ["all", ...ENQUIRY_STATUSES] as const;
export type EnquiryStatusFilter = (typeof ENQUIRY_STATUS_FILTERS)[number];

const NEWSLETTER_STATUSES = ["pending", "subscribed", "unsubscribed"] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** ADR 026: a sign-up shows its real state, not always "Subscribed". */
export const NEWSLETTER_STATUS_LABELS: Record<NewsletterStatus, string> = {
  subscribed: "Subscribed",
  pending: "Pending confirmation",
  unsubscribed: "Unsubscribed",
};

export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = { new: "New", read: "Read", replied: "Replied", closed: "Closed" };

/** The Inquiries tab with one enquiry open over the list (a live notice's and the dashboard's link). */
export function enquiryOpenPath(kind: "contact" | "event", id: string): string {
  return `${adminSectionPath("inquiries")}?open=${kind}:${id}`;
}

/** Each kind of row in words, on the Inquiries tab and in its export. */
export const KIND_LABELS: Record<EnquiryListKind, string> = { contact: "Contact", event: "Event", newsletter: "Newsletter" };

/** A contact subject or an event type as a word ("booking" → "Booking", "wedding" → "Wedding"). */
export function topicWord(subjectOrEventType: string): string {
  return subjectOrEventType.charAt(0).toUpperCase() + subjectOrEventType.slice(1);
}

/** The filters of the list and of its CSV export: ?kind=event&status=new&search=smith. */
export const enquiryFilterSchema = z.object({
  kind: z.enum(ENQUIRY_KIND_FILTERS).default("all"),
  /** new/read/replied/closed concern enquiries only: any of them leaves newsletter rows out (ADR 026). */
  status: z.enum(ENQUIRY_STATUS_FILTERS).default("all"),
  /** Matches name, e-mail or message (newsletter rows: e-mail), case-insensitive. */
  search: z.string().overwrite(withoutControlCharacters).trim().max(STAFF_LIST_SEARCH_MAX_LENGTH, `Search must be ${STAFF_LIST_SEARCH_MAX_LENGTH} characters or less`).default(""),
  /** By received date (created_at); newest first unless told. */
  order: staffPageQuerySchema.shape.order,
});
export type EnquiryFilter = z.output<typeof enquiryFilterSchema>;

export const enquiryListQuerySchema = enquiryFilterSchema.extend({
  page: staffPageQuerySchema.shape.page,
  pageSize: staffPageQuerySchema.shape.pageSize,
});
export type EnquiryListQuery = z.output<typeof enquiryListQuerySchema>;

/** One enquiry by kind and id (GET /api/admin/inquiries/:kind/:id; a live notice's ?open=event:<id>). */
export const enquiryRefSchema = z.object({
  kind: z.enum(ENQUIRY_KINDS, { error: "Unknown kind of enquiry." }),
  id: z.uuid({ error: "Unknown enquiry." }),
});
export type EnquiryRef = z.output<typeof enquiryRefSchema>;

export const enquiryStatusChangeSchema = enquiryRefSchema.extend({
  status: z.enum(ENQUIRY_STATUSES, { error: "Please choose a status: new, read, replied or closed." }),
});
export type EnquiryStatusChange = z.output<typeof enquiryStatusChangeSchema>;

/** Another open event enquiry for the same day, named so staff can tell who asked first. */
const sameDateEnquirySchema = z.object({ id: z.string(), name: z.string(), event_type: z.enum(EVENT_TYPES) });
export type SameDateEnquiry = z.infer<typeof sameDateEnquirySchema>;
/** At most this many are named; `count` says how many there are. */
export const SAME_DATE_NAMED = 5;

const enquiryCommon = {
  id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  created_at: z.string(),
  /** created_at while the enquiry is new or read (it is waiting for an answer); null once replied or closed. */
  waiting_since: z.string().nullable(),
};

const contactEnquiryRowSchema = z.object({
  kind: z.literal("contact"),
  ...enquiryCommon,
  phone: z.string().nullable(),
  subject: z.enum(CONTACT_SUBJECTS),
  message: z.string(),
});

const eventEnquiryRowSchema = z.object({
  kind: z.literal("event"),
  ...enquiryCommon,
  phone: z.string(),
  event_type: z.enum(EVENT_TYPES),
  /** YYYY-MM-DD, or null when the guest gave no date. */
  event_date: z.string().nullable(),
  guests: z.number().int(),
  message: z.string().nullable(),
  /** Other event enquiries, not closed, for the same event_date (none when it has no date). */
  same_date: z.object({ count: z.number().int().min(0), enquiries: z.array(sameDateEnquirySchema) }),
});

const newsletterRowSchema = z.object({
  kind: z.literal("newsletter"),
  id: z.string(),
  email: z.string(),
  status: z.enum(NEWSLETTER_STATUSES),
  consent: z.boolean(),
  /** Where the address was given ("footer", "/contact"). */
  source: z.string(),
  created_at: z.string(),
});

const enquiryListRowSchema = z.discriminatedUnion("kind", [contactEnquiryRowSchema, eventEnquiryRowSchema, newsletterRowSchema]);
export type ContactEnquiryRow = z.infer<typeof contactEnquiryRowSchema>;
export type EventEnquiryRow = z.infer<typeof eventEnquiryRowSchema>;
export type NewsletterRow = z.infer<typeof newsletterRowSchema>;
export type EnquiryListRow = z.infer<typeof enquiryListRowSchema>;
export type EnquiryRow = ContactEnquiryRow | EventEnquiryRow;

export const enquiryPageSchema = staffPageSchema(enquiryListRowSchema);
export type EnquiryPage = z.infer<typeof enquiryPageSchema>;

/** The answer to a status change: the enquiry as it now is. */
export const enquiryRowSchema = z.discriminatedUnion("kind", [contactEnquiryRowSchema, eventEnquiryRowSchema]);

/** The columns of the Inquiries export, in order. */
/**
 * The export's columns: the original's eight (the message cut to a preview, an event's guests in
 * its place), then what staff need the whole of: the event's date and the full message. Times are
 * the hotel's (Europe/London) to the minute.
 */
export const ENQUIRY_CSV_HEADER = ["Type", "Name", "Email", "Phone", "Subject / event type", "Message / guests", "Status", "Created at", "Event date", "Message"] as const;
/** The message preview in the export is cut to this many characters. */
export const CSV_MESSAGE_PREVIEW = 100;

export const ENQUIRY_ADMIN_MESSAGES = {
  LOAD_FAILED: "Failed to load inquiries",
  EMPTY: "No inquiries found",
  EXPORTED: "CSV exported successfully",
  EXPORT_FAILED: "Failed to export CSV",
  NOT_FOUND: "This enquiry no longer exists.",
  STATUS_CHANGED: "Status updated",
  STATUS_FAILED: "Failed to update the status",
} as const;
