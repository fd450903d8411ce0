import type { ContactSubject, EventType } from "../../../../shared/enquiries/enquiry-constants.ts";
import {
  SAME_DATE_NAMED,
  type EnquiryRow,
  type EventEnquiryRow,
  type EnquiryListRow,
  type EnquiryStatus,
  type NewsletterStatus,
  type SameDateEnquiry,
} from "../../../../shared/enquiries/enquiry-admin.ts";
import type { PrismaClient } from "../../../db/prisma.ts";
import type { EnquiryUnionRow } from "./enquiry-rows.ts";

type SameDate = EventEnquiryRow["same_date"];
const NO_SAME_DATE: SameDate = { count: 0, enquiries: [] };

/** An enquiry waits for an answer while it is new or read (the screen shows "Waiting 3 days"). */
function waitingSince(status: EnquiryStatus, createdAt: string): string | null {
  return status === "new" || status === "read" ? createdAt : null;
}

/**
 * For each event date, the open (not closed) event enquiries asking for it: staff see that two
 * couples want the same Saturday before they answer either. Keyed by YYYY-MM-DD.
 */
async function openEventEnquiriesOn(prisma: PrismaClient, dates: readonly string[]): Promise<Map<string, (SameDateEnquiry & { eventDate: string })[]>> {
  const byDate = new Map<string, (SameDateEnquiry & { eventDate: string })[]>();
  const unique = [...new Set(dates)];
  if (unique.length === 0) return byDate;
  const rows = await prisma.eventInquiry.findMany({
    where: { eventDate: { in: unique.map((date) => new Date(`${date}T00:00:00Z`)) }, status: { not: "closed" } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, name: true, eventType: true, eventDate: true },
  });
  for (const row of rows) {
    if (!row.eventDate) continue;
    const eventDate = row.eventDate.toISOString().slice(0, 10);
    const list = byDate.get(eventDate) ?? [];
    list.push({ id: row.id, name: row.name, event_type: row.eventType, eventDate });
    byDate.set(eventDate, list);
  }
  return byDate;
}

function sameDateFor(id: string, eventDate: string | null, byDate: Map<string, (SameDateEnquiry & { eventDate: string })[]>): SameDate {
  if (!eventDate) return NO_SAME_DATE;
  const others = (byDate.get(eventDate) ?? []).filter((other) => other.id !== id);
  if (others.length === 0) return NO_SAME_DATE;
  return { count: others.length, enquiries: others.slice(0, SAME_DATE_NAMED).map(({ id: otherId, name, event_type }) => ({ id: otherId, name, event_type })) };
}

/** The union's rows as the screen's views, with each event's same-date warning (one query per page). */
export async function enquiryViewsOf(prisma: PrismaClient, rows: readonly EnquiryUnionRow[]): Promise<EnquiryListRow[]> {
  const dates = rows.flatMap((row) => (row.kind === "event" && row.event_date ? [row.event_date] : []));
  const byDate = await openEventEnquiriesOn(prisma, dates);
  return rows.map((row): EnquiryListRow => {
    const createdAt = row.created_at.toISOString();
    if (row.kind === "newsletter") {
      return { kind: "newsletter", id: row.id, email: row.email, status: row.status as NewsletterStatus, consent: row.consent ?? false, source: row.source, created_at: createdAt };
    }
    const status = row.status as EnquiryStatus;
    const common = { id: row.id, name: row.name ?? "", email: row.email, status, created_at: createdAt, waiting_since: waitingSince(status, createdAt) };
    if (row.kind === "contact") {
      return { kind: "contact", ...common, phone: row.phone, subject: row.subject as ContactSubject, message: row.message ?? "" };
    }
    return {
      kind: "event",
      ...common,
      phone: row.phone ?? "",
      event_type: row.event_type as EventType,
      event_date: row.event_date,
      guests: row.guests ?? 0,
      message: row.message,
      same_date: sameDateFor(row.id, row.event_date, byDate),
    };
  });
}

/** One enquiry as the list shows it (after a status change), read by its kind and id. */
export async function enquiryViewOf(prisma: PrismaClient, kind: "contact" | "event", id: string): Promise<EnquiryRow | null> {
  if (kind === "contact") {
    const row = await prisma.contactInquiry.findUnique({
      where: { id },
      select: { id: true, name: true, email: true, phone: true, subject: true, message: true, status: true, source: true, createdAt: true },
    });
    if (!row) return null;
    const createdAt = row.createdAt.toISOString();
    return { kind: "contact", id: row.id, name: row.name, email: row.email, phone: row.phone, subject: row.subject, message: row.message, status: row.status, created_at: createdAt, waiting_since: waitingSince(row.status, createdAt) };
  }
  const row = await prisma.eventInquiry.findUnique({
    where: { id },
    select: { id: true, name: true, email: true, phone: true, eventType: true, eventDate: true, guests: true, message: true, status: true, createdAt: true },
  });
  if (!row) return null;
  const createdAt = row.createdAt.toISOString();
  const eventDate = row.eventDate ? row.eventDate.toISOString().slice(0, 10) : null;
  const byDate = await openEventEnquiriesOn(prisma, eventDate ? [eventDate] : []);
  return {
    kind: "event",
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    event_type: row.eventType,
    event_date: eventDate,
    guests: row.guests,
    message: row.message,
    status: row.status,
    created_at: createdAt,
    waiting_since: waitingSince(row.status, createdAt),
    same_date: sameDateFor(row.id, eventDate, byDate),
  };
}
