import { formatLongDate } from "../../../shared/dates.ts";
import { enquiryOpenPath } from "../../../shared/enquiries/enquiry-admin.ts";
import { CONTACT_SUBJECT_LABELS } from "../../../shared/enquiries/enquiry-constants.ts";
import { addonBookingPath } from "../../../shared/addons/addon-booking-admin.ts";
import type { StaffNotice } from "../../../shared/staff/staff-notices.ts";
import type { PrismaClient } from "../../db/prisma.ts";
import { addonBookingBaseSelect } from "../addons/addon-booking-select.ts";
import { narrowedSelect } from "../core/narrowed-select.ts";

// What is new for staff since a moment: read from the records themselves (paid add-ons, contact
// and event enquiries), so nothing extra is written on the guest's path and a notice survives
// any restart: the stream asks again from the cursor its client sends back (Last-Event-ID).

/** Never more than this many at once (a client back after a long night catches up by the lists). */
const NOTICE_BATCH_LIMIT = 100;

const EVENT_WORDS = { wedding: "wedding", conference: "conference", party: "private party", meeting: "meeting" } as const;

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function pets(count: number): string {
  return count === 1 ? "1 pet" : `${count} pets`;
}

/** Notices of records paid or sent at or after `from`, oldest first. */
export async function noticesSince(prisma: PrismaClient, from: Date): Promise<StaffNotice[]> {
  const [addons, contacts, events] = await Promise.all([
    prisma.addonBooking.findMany({
      where: { paymentStatus: { in: ["succeeded", "cancelled"] }, paidAt: { gte: from }, anonymisedAt: null },
      select: narrowedSelect(addonBookingBaseSelect, ["id", "reference", "guestName", "numberOfPets", "checkInDate", "paidAt", "paidAtDeskAt"]),
      orderBy: { paidAt: "asc" },
      take: NOTICE_BATCH_LIMIT,
    }),
    prisma.contactInquiry.findMany({
      where: { createdAt: { gte: from } },
      select: { id: true, name: true, subject: true, createdAt: true },
      orderBy: { createdAt: "asc" },
      take: NOTICE_BATCH_LIMIT,
    }),
    prisma.eventInquiry.findMany({
      where: { createdAt: { gte: from } },
      select: { id: true, name: true, eventType: true, eventDate: true, guests: true, createdAt: true },
      orderBy: { createdAt: "asc" },
      take: NOTICE_BATCH_LIMIT,
    }),
  ]);
  const notices: StaffNotice[] = [
    ...addons.map((booking) => ({
      key: `addon:${booking.id}`,
      kind: "addon" as const,
      id: booking.id,
      at: (booking.paidAt ?? from).toISOString(),
      // A fee taken at the desk (ADR 090) is news to the other screens, but not a new booking.
      title: booking.paidAtDeskAt ? `Pet add-on ${booking.reference} paid at the desk` : `New pet add-on ${booking.reference}`,
      detail: `${booking.guestName} · ${pets(booking.numberOfPets)} · arrives ${formatLongDate(isoDay(booking.checkInDate))}`,
      path: addonBookingPath(booking.reference),
    })),
    ...contacts.map((enquiry) => ({
      key: `contact:${enquiry.id}`,
      kind: "contact" as const,
      id: enquiry.id,
      at: enquiry.createdAt.toISOString(),
      title: "New contact enquiry",
      detail: `${enquiry.name} · ${CONTACT_SUBJECT_LABELS[enquiry.subject]}`,
      path: enquiryOpenPath("contact", enquiry.id),
    })),
    ...events.map((enquiry) => ({
      key: `event:${enquiry.id}`,
      kind: "event" as const,
      id: enquiry.id,
      at: enquiry.createdAt.toISOString(),
      title: `New ${EVENT_WORDS[enquiry.eventType]} enquiry`,
      detail: [enquiry.name, `${enquiry.guests} guests`, enquiry.eventDate ? formatLongDate(isoDay(enquiry.eventDate)) : null].filter(Boolean).join(" · "),
      path: enquiryOpenPath("event", enquiry.id),
    })),
  ];
  return notices.sort((a, b) => a.at.localeCompare(b.at)).slice(0, NOTICE_BATCH_LIMIT);
}
