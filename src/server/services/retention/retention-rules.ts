import { RETENTION_PERIODS } from "../../../../content/policies/retention.ts";
import { addonBookingBaseSelect } from "../addons/addon-booking-select.ts";
import { narrowedSelect } from "../core/narrowed-select.ts";
import type { PrismaClient } from "../../db/prisma.ts";
import { anonymisedAddonBookingData } from "../addons/anonymised-addon-booking.ts";
import { cutoffBefore } from "./retention-cutoff.ts";

/**
 * One line of the retention table as the purge applies it: what it removes (or anonymises) and
 * how many rows it touched. Each rule's condition names exactly the rows its period has ended for,
 * so it never touches a row another rule keeps, and running it again changes nothing more.
 */
export interface RetentionRule {
  /** The name the purge's log line and result count it under. */
  kind: string;
  apply(prisma: PrismaClient, now: Date): Promise<number>;
}

const count = (result: { count: number }) => result.count;

/** A check-out date (a DATE column) on or before which the guest's details have run their period. */
function lastCheckOutKept(now: Date): Date {
  const cutoff = cutoffBefore(now, RETENTION_PERIODS.addonGuestDetails);
  return new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth(), cutoff.getUTCDate()));
}

async function anonymiseFinishedAddonBookings(prisma: PrismaClient, now: Date): Promise<number> {
  const due = await prisma.addonBooking.findMany({
    where: { paymentStatus: { in: ["succeeded", "cancelled"] }, anonymisedAt: null, checkOutDate: { lt: lastCheckOutKept(now) } },
    select: narrowedSelect(addonBookingBaseSelect, ["id", "petDetails"]),
  });
  for (const booking of due) {
    await prisma.addonBooking.updateMany({ where: { id: booking.id, anonymisedAt: null }, data: anonymisedAddonBookingData(booking.petDetails, now) });
  }
  return due.length;
}

export const RETENTION_RULES_APPLIED: readonly RetentionRule[] = [
  {
    kind: "contact_enquiries_deleted",
    apply: (prisma, now) => prisma.contactInquiry.deleteMany({ where: { createdAt: { lt: cutoffBefore(now, RETENTION_PERIODS.contactEnquiries) } } }).then(count),
  },
  {
    kind: "event_enquiries_deleted",
    apply: (prisma, now) => prisma.eventInquiry.deleteMany({ where: { createdAt: { lt: cutoffBefore(now, RETENTION_PERIODS.eventEnquiries) } } }).then(count),
  },
  {
    kind: "newsletter_unsubscribed_deleted",
    apply: (prisma, now) =>
      prisma.newsletterSubscriber
        .deleteMany({ where: { status: "unsubscribed", unsubscribedAt: { lt: cutoffBefore(now, RETENTION_PERIODS.newsletterAfterUnsubscribe) } } })
        .then(count),
  },
  {
    kind: "suppression_entries_deleted",
    // Marketing goes only to confirmed subscribers, so an old entry with no subscription behind it protects nobody.
    apply: (prisma, now) =>
      prisma.suppressionEntry.deleteMany({ where: { updatedAt: { lt: cutoffBefore(now, RETENTION_PERIODS.newsletterAfterUnsubscribe) } } }).then(count),
  },
  {
    kind: "newsletter_unconfirmed_deleted",
    apply: (prisma, now) => {
      const cutoff = cutoffBefore(now, RETENTION_PERIODS.confirmationLinks);
      return prisma.newsletterSubscriber
        .deleteMany({ where: { status: "pending", OR: [{ confirmationExpiresAt: { lt: cutoff } }, { confirmationExpiresAt: null, createdAt: { lt: cutoff } }] } })
        .then(count);
    },
  },
  {
    kind: "newsletter_confirmation_links_cleared",
    apply: (prisma, now) =>
      prisma.newsletterSubscriber
        .updateMany({
          where: { status: "subscribed", confirmationTokenHash: { not: null }, confirmedAt: { lt: cutoffBefore(now, RETENTION_PERIODS.confirmationLinks) } },
          data: { confirmationTokenHash: null, confirmationExpiresAt: null },
        })
        .then(count),
  },
  {
    kind: "consent_records_deleted",
    apply: (prisma, now) => prisma.$executeRaw`
      DELETE FROM "consent_record" AS record
      WHERE record."created_at" < ${cutoffBefore(now, RETENTION_PERIODS.consentRecords)}
        AND NOT EXISTS (
          SELECT 1 FROM "newsletter_subscriber" AS subscriber
          WHERE subscriber."email" = record."email" AND subscriber."status" IN ('pending', 'subscribed')
        )`,
  },
  {
    kind: "audit_events_deleted",
    apply: (prisma, now) => prisma.auditEvent.deleteMany({ where: { at: { lt: cutoffBefore(now, RETENTION_PERIODS.auditLogs) } } }).then(count),
  },
  {
    kind: "addon_bookings_unpaid_deleted",
    apply: (prisma, now) =>
      prisma.addonBooking
        .deleteMany({ where: { paymentStatus: { in: ["pending", "failed"] }, paidAt: null, createdAt: { lt: cutoffBefore(now, RETENTION_PERIODS.unpaidAddonBookings) } } })
        .then(count),
  },
  { kind: "addon_bookings_anonymised", apply: anonymiseFinishedAddonBookings },
  {
    kind: "addon_bookings_deleted",
    // Only what was anonymised first: a paid booking is never deleted with its guest's details on it.
    apply: (prisma, now) => {
      const cutoff = cutoffBefore(now, RETENTION_PERIODS.bookingRecords);
      return prisma.addonBooking
        .deleteMany({ where: { anonymisedAt: { not: null }, OR: [{ paidAt: { lt: cutoff } }, { paidAt: null, createdAt: { lt: cutoff } }] } })
        .then(count);
    },
  },
  {
    kind: "sent_emails_deleted",
    apply: (prisma, now) =>
      prisma.outboxMessage
        .deleteMany({ where: { status: { in: ["sent", "failed", "cancelled"] }, updatedAt: { lt: cutoffBefore(now, RETENTION_PERIODS.sentEmails) } } })
        .then(count),
  },
  {
    kind: "stripe_events_deleted",
    apply: (prisma, now) => prisma.stripeEvent.deleteMany({ where: { receivedAt: { lt: cutoffBefore(now, RETENTION_PERIODS.stripeEvents) } } }).then(count),
  },
  {
    kind: "idempotency_keys_deleted",
    apply: (prisma, now) => prisma.idempotencyKey.deleteMany({ where: { createdAt: { lt: cutoffBefore(now, RETENTION_PERIODS.idempotencyKeys) } } }).then(count),
  },
  {
    kind: "privacy_requests_unconfirmed_deleted",
    apply: (prisma, now) =>
      prisma.privacyRequest
        .deleteMany({ where: { status: "awaiting_confirmation", tokenExpiresAt: { lt: cutoffBefore(now, RETENTION_PERIODS.confirmationLinks) } } })
        .then(count),
  },
  {
    kind: "privacy_requests_deleted",
    apply: (prisma, now) =>
      prisma.privacyRequest
        .deleteMany({ where: { status: { in: ["completed", "refused"] }, completedAt: { lt: cutoffBefore(now, RETENTION_PERIODS.privacyRequests) } } })
        .then(count),
  },
  {
    kind: "privacy_export_links_cleared",
    apply: (prisma, now) =>
      prisma.privacyRequest.updateMany({ where: { exportTokenHash: { not: null }, exportExpiresAt: { lt: now } }, data: { exportTokenHash: null } }).then(count),
  },
  {
    kind: "staff_sessions_expired_deleted",
    apply: (prisma, now) => prisma.adminSession.deleteMany({ where: { expiresAt: { lt: now } } }).then(count),
  },
];
