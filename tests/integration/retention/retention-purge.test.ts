import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { RETENTION_PERIODS, type RetentionPeriod } from "../../../content/policies/retention.ts";
import type { PrismaClient } from "../../../src/server/db/prisma.ts";
import { DAILY_JOB_CHECK_EVERY_MS } from "../../../src/server/jobs/daily-job.ts";
import { createRetentionPurgeJob } from "../../../src/server/jobs/retention-purge.ts";
import { ANONYMISED_GUEST_NAME, ANONYMISED_PET_NAME } from "../../../src/server/services/addons/anonymised-addon-booking.ts";
import { cutoffBefore } from "../../../src/server/services/retention/retention-cutoff.ts";
import { claimRetentionRun, purgeExpiredRecords, RETENTION_JOB_NAME } from "../../../src/server/services/retention/retention-purge.ts";
import { storedAddonBooking } from "../../factories/addon-bookings.ts";
import { manualTimer } from "../helpers/manual-timer.ts";
import { createTestApp } from "../helpers/test-app.ts";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database.ts";

const DAY = 24 * 60 * 60_000;

// The audit trail's trigger judges age by the database's clock, so the purge runs at the real now.
const now = new Date();
/** A day past the period's end (due) or a day short of it (kept). */
const due = (period: RetentionPeriod) => new Date(cutoffBefore(now, period).getTime() - DAY);
const kept = (period: RetentionPeriod) => new Date(cutoffBefore(now, period).getTime() + DAY);
const asDate = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

const silentLog = { info: () => undefined };

function email(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

async function seedAcrossTheBoundaries(prisma: PrismaClient) {
  const contact = (createdAt: Date) =>
    prisma.contactInquiry.create({
      data: { id: randomUUID(), name: "Grace Hopper", email: email("contact"), subject: "general", message: "Do you have parking?", marketingOptIn: false, source: "/contact", createdAt },
      select: { id: true },
    });
  const event = (createdAt: Date) =>
    prisma.eventInquiry.create({
      data: { id: randomUUID(), name: "Grace Hopper", email: email("event"), phone: "+447700900123", eventType: "wedding", guests: 60, marketingOptIn: false, source: "/events/weddings", createdAt },
      select: { id: true },
    });
  const subscriber = (data: { status: "pending" | "subscribed" | "unsubscribed"; unsubscribedAt?: Date; confirmationExpiresAt?: Date; confirmedAt?: Date; confirmationTokenHash?: string }) =>
    prisma.newsletterSubscriber.create({
      data: { email: email(data.status), consent: data.status !== "pending", source: "/", unsubscribeToken: randomUUID(), ...data },
      select: { email: true },
    });
  const suppression = (updatedAt: Date) => prisma.suppressionEntry.create({ data: { email: email("suppressed"), reason: "User requested unsubscribe", createdAt: updatedAt, updatedAt }, select: { email: true } });
  const consent = (address: string, createdAt: Date) => prisma.consentRecord.create({ data: { email: address, marketing: true, analytics: false, createdAt }, select: { id: true } });
  const audit = (at: Date) => prisma.auditEvent.create({ data: { at, action: "staff.sign_in" }, select: { id: true } });
  const booking = (data: Parameters<typeof storedAddonBooking>[0]) => prisma.addonBooking.create({ data: storedAddonBooking(data), select: { id: true } });
  const outbox = (status: "pending" | "sent" | "failed" | "cancelled", updatedAt: Date) =>
    prisma.outboxMessage.create({
      data: { id: randomUUID(), kind: "enquiry_acknowledgement", to: email("mail"), subject: "Thank you", text: "Thank you", html: "<p>Thank you</p>", status, messageId: `<${randomUUID()}@example.com>`, createdAt: updatedAt, updatedAt },
      select: { id: true },
    });

  const privacyRequest = (data: { status: "awaiting_confirmation" | "completed" | "in_progress"; tokenExpiresAt: Date; completedAt?: Date; exportTokenHash?: string; exportExpiresAt?: Date }) =>
    prisma.privacyRequest.create({ data: { type: "export", email: email("rights"), emailHash: randomUUID(), ...data }, select: { id: true } });

  const activeSubscriber = await subscriber({ status: "subscribed", confirmedAt: new Date(now.getTime() - 3 * DAY), confirmationTokenHash: randomUUID() });
  const formerSubscriber = await subscriber({ status: "unsubscribed", unsubscribedAt: kept(RETENTION_PERIODS.newsletterAfterUnsubscribe) });
  const confirmedLongAgo = await subscriber({ status: "subscribed", confirmedAt: due(RETENTION_PERIODS.confirmationLinks), confirmationTokenHash: randomUUID() });

  return {
    due: {
      contact: await contact(due(RETENTION_PERIODS.contactEnquiries)),
      event: await event(due(RETENTION_PERIODS.eventEnquiries)),
      unsubscribed: await subscriber({ status: "unsubscribed", unsubscribedAt: due(RETENTION_PERIODS.newsletterAfterUnsubscribe) }),
      suppression: await suppression(due(RETENTION_PERIODS.newsletterAfterUnsubscribe)),
      unconfirmed: await subscriber({ status: "pending", confirmationExpiresAt: due(RETENTION_PERIODS.confirmationLinks) }),
      consentOfNobody: await consent(formerSubscriber.email, due(RETENTION_PERIODS.consentRecords)),
      audit: await audit(due(RETENTION_PERIODS.auditLogs)),
      unpaidBooking: await booking({ paymentStatus: "pending", paidAt: null, createdAt: due(RETENTION_PERIODS.unpaidAddonBookings) }),
      failedBooking: await booking({ paymentStatus: "failed", paidAt: null, createdAt: due(RETENTION_PERIODS.unpaidAddonBookings) }),
      paidStayOver: await booking({ checkOutDate: asDate(due(RETENTION_PERIODS.addonGuestDetails)), checkInDate: asDate(new Date(due(RETENTION_PERIODS.addonGuestDetails).getTime() - 2 * DAY)) }),
      anonymisedRecord: await booking({ guestName: ANONYMISED_GUEST_NAME, guestEmail: "", guestPhone: "", anonymisedAt: new Date(), paidAt: due(RETENTION_PERIODS.bookingRecords), createdAt: due(RETENTION_PERIODS.bookingRecords) }),
      sentMail: await outbox("sent", due(RETENTION_PERIODS.sentEmails)),
      cancelledMail: await outbox("cancelled", due(RETENTION_PERIODS.sentEmails)),
      stripeEvent: await prisma.stripeEvent.create({ data: { id: `evt_${randomUUID().replace(/-/g, "")}`, type: "checkout.session.completed", receivedAt: due(RETENTION_PERIODS.stripeEvents) }, select: { id: true } }),
      idempotencyKey: await prisma.idempotencyKey.create({ data: { key: randomUUID(), fingerprint: "f", createdAt: due(RETENTION_PERIODS.idempotencyKeys) }, select: { key: true } }),
      confirmedLongAgo,
      unconfirmedRequest: await privacyRequest({ status: "awaiting_confirmation", tokenExpiresAt: due(RETENTION_PERIODS.confirmationLinks) }),
      answeredRequest: await privacyRequest({ status: "completed", tokenExpiresAt: due(RETENTION_PERIODS.privacyRequests), completedAt: due(RETENTION_PERIODS.privacyRequests) }),
      expiredExport: await privacyRequest({ status: "completed", tokenExpiresAt: kept(RETENTION_PERIODS.confirmationLinks), completedAt: new Date(now.getTime() - 8 * DAY), exportTokenHash: randomUUID(), exportExpiresAt: new Date(now.getTime() - DAY) }),
    },
    kept: {
      contact: await contact(kept(RETENTION_PERIODS.contactEnquiries)),
      event: await event(kept(RETENTION_PERIODS.eventEnquiries)),
      formerSubscriber,
      activeSubscriber,
      suppression: await suppression(kept(RETENTION_PERIODS.newsletterAfterUnsubscribe)),
      unconfirmed: await subscriber({ status: "pending", confirmationExpiresAt: kept(RETENTION_PERIODS.confirmationLinks) }),
      consentOfSubscriber: await consent(activeSubscriber.email, due(RETENTION_PERIODS.consentRecords)),
      recentConsent: await consent(formerSubscriber.email, kept(RETENTION_PERIODS.consentRecords)),
      audit: await audit(kept(RETENTION_PERIODS.auditLogs)),
      unpaidBooking: await booking({ paymentStatus: "pending", paidAt: null, createdAt: kept(RETENTION_PERIODS.unpaidAddonBookings) }),
      // Paid long ago, but its guest checked out within the period: the unpaid rule must not take it.
      paidStayRecent: await booking({ createdAt: due(RETENTION_PERIODS.unpaidAddonBookings), checkOutDate: asDate(kept(RETENTION_PERIODS.addonGuestDetails)), checkInDate: asDate(new Date(kept(RETENTION_PERIODS.addonGuestDetails).getTime() - 2 * DAY)) }),
      anonymisedRecord: await booking({ guestName: ANONYMISED_GUEST_NAME, guestEmail: "", guestPhone: "", anonymisedAt: new Date(), paidAt: kept(RETENTION_PERIODS.bookingRecords), createdAt: kept(RETENTION_PERIODS.bookingRecords) }),
      sentMail: await outbox("sent", kept(RETENTION_PERIODS.sentEmails)),
      // Never sent yet: the outbox still has to deliver it, however old.
      pendingMail: await outbox("pending", due(RETENTION_PERIODS.sentEmails)),
      stripeEvent: await prisma.stripeEvent.create({ data: { id: `evt_${randomUUID().replace(/-/g, "")}`, type: "checkout.session.completed", receivedAt: kept(RETENTION_PERIODS.stripeEvents) }, select: { id: true } }),
      idempotencyKey: await prisma.idempotencyKey.create({ data: { key: randomUUID(), fingerprint: "f", createdAt: kept(RETENTION_PERIODS.idempotencyKeys) }, select: { key: true } }),
      unconfirmedRequest: await privacyRequest({ status: "awaiting_confirmation", tokenExpiresAt: kept(RETENTION_PERIODS.confirmationLinks) }),
      answeredRequest: await privacyRequest({ status: "completed", tokenExpiresAt: kept(RETENTION_PERIODS.privacyRequests), completedAt: kept(RETENTION_PERIODS.privacyRequests) }),
      // Confirmed long ago and still being worked on: no period runs while it is open.
      openRequest: await privacyRequest({ status: "in_progress", tokenExpiresAt: due(RETENTION_PERIODS.privacyRequests) }),
    },
  };
}

describe("the retention purge (ADR 023), on data a day either side of each limit", () => {
  let db: TestDatabase;
  let seeded: Awaited<ReturnType<typeof seedAcrossTheBoundaries>>;
  let first: Record<string, number>;
  let second: Record<string, number>;
  const log = { info: vi.fn() };

  beforeAll(async () => {
    db = await createTestDatabase();
    seeded = await seedAcrossTheBoundaries(db.prisma);
    first = await purgeExpiredRecords(db.prisma, now, log);
    second = await purgeExpiredRecords(db.prisma, now, silentLog);
  });
  afterAll(async () => {
    await db.destroy();
  });

  it("removes exactly what each rule's period has ended for, and counts it by kind", () => {
    expect(first).toEqual({
      contact_enquiries_deleted: 1,
      event_enquiries_deleted: 1,
      newsletter_unsubscribed_deleted: 1,
      suppression_entries_deleted: 1,
      newsletter_unconfirmed_deleted: 1,
      newsletter_confirmation_links_cleared: 1,
      consent_records_deleted: 1,
      audit_events_deleted: 1,
      addon_bookings_unpaid_deleted: 2,
      addon_bookings_anonymised: 1,
      addon_bookings_deleted: 1,
      sent_emails_deleted: 2,
      stripe_events_deleted: 1,
      idempotency_keys_deleted: 1,
      privacy_requests_unconfirmed_deleted: 1,
      privacy_requests_deleted: 1,
      privacy_export_links_cleared: 1,
      staff_sessions_expired_deleted: 0,
    });
  });

  it("logs the counts by kind, and nothing personal", () => {
    expect(log.info).toHaveBeenCalledWith({ job: RETENTION_JOB_NAME, counts: first }, "retention purge finished");
    expect(JSON.stringify(log.info.mock.calls)).not.toContain("@");
  });

  it("changes nothing when run again the same day", () => {
    expect(Object.values(second).every((value) => value === 0)).toBe(true);
    expect(Object.keys(second)).toEqual(Object.keys(first));
  });

  it("leaves every row a day short of its limit, and those another rule keeps", async () => {
    const { prisma } = db;
    const { kept: k } = seeded;
    await expect(prisma.contactInquiry.count({ where: { id: k.contact.id } })).resolves.toBe(1);
    await expect(prisma.eventInquiry.count({ where: { id: k.event.id } })).resolves.toBe(1);
    await expect(prisma.newsletterSubscriber.count({ where: { email: { in: [k.formerSubscriber.email, k.activeSubscriber.email, k.unconfirmed.email] } } })).resolves.toBe(3);
    await expect(prisma.suppressionEntry.count({ where: { email: k.suppression.email } })).resolves.toBe(1);
    await expect(prisma.consentRecord.count({ where: { id: { in: [k.consentOfSubscriber.id, k.recentConsent.id] } } })).resolves.toBe(2);
    await expect(prisma.auditEvent.count({ where: { id: k.audit.id } })).resolves.toBe(1);
    await expect(prisma.addonBooking.count({ where: { id: { in: [k.unpaidBooking.id, k.paidStayRecent.id, k.anonymisedRecord.id] } } })).resolves.toBe(3);
    await expect(prisma.addonBooking.findUniqueOrThrow({ where: { id: k.paidStayRecent.id }, select: { guestName: true, anonymisedAt: true } })).resolves.toEqual({ guestName: "Ada Lovelace", anonymisedAt: null });
    await expect(prisma.outboxMessage.count({ where: { id: { in: [k.sentMail.id, k.pendingMail.id] } } })).resolves.toBe(2);
    await expect(prisma.stripeEvent.count({ where: { id: k.stripeEvent.id } })).resolves.toBe(1);
    await expect(prisma.idempotencyKey.count({ where: { key: k.idempotencyKey.key } })).resolves.toBe(1);
    await expect(prisma.privacyRequest.count({ where: { id: { in: [k.unconfirmedRequest.id, k.answeredRequest.id, k.openRequest.id, seeded.due.expiredExport.id] } } })).resolves.toBe(4);
    await expect(prisma.privacyRequest.findUniqueOrThrow({ where: { id: seeded.due.expiredExport.id }, select: { exportTokenHash: true } })).resolves.toEqual({ exportTokenHash: null });
    // A recent subscriber keeps the hash that lets a second click say "already confirmed".
    await expect(prisma.newsletterSubscriber.findUniqueOrThrow({ where: { email: k.activeSubscriber.email }, select: { confirmationTokenHash: true } })).resolves.not.toEqual({ confirmationTokenHash: null });
  });

  it("anonymises a paid booking whose stay ended over 18 months ago, keeping the payment record whole", async () => {
    const row = await db.prisma.addonBooking.findUniqueOrThrow({
      where: { id: seeded.due.paidStayOver.id },
      select: { guestName: true, guestEmail: true, guestPhone: true, bookingConfirmationId: true, petDetails: true, specialRequirements: true, anonymisedAt: true, totalAmountPence: true, paymentStatus: true, reference: true, numberOfPets: true },
    });
    expect(row).toMatchObject({ guestName: ANONYMISED_GUEST_NAME, guestEmail: "", guestPhone: "", bookingConfirmationId: "", specialRequirements: null, totalAmountPence: 4000, paymentStatus: "succeeded", numberOfPets: 2 });
    expect(row.petDetails).toEqual([
      { name: ANONYMISED_PET_NAME, type: "Dog" },
      { name: ANONYMISED_PET_NAME, type: "Cat" },
    ]);
    expect(row.anonymisedAt).toBeInstanceOf(Date);
    expect(row.reference).toMatch(/^PET-/);
  });

  it("clears the confirmation hash of an address confirmed over 30 days ago, and keeps the subscription", async () => {
    await expect(
      db.prisma.newsletterSubscriber.findUniqueOrThrow({ where: { email: seeded.due.confirmedLongAgo.email }, select: { status: true, confirmationTokenHash: true } }),
    ).resolves.toEqual({ status: "subscribed", confirmationTokenHash: null });
  });

  it("records what the run did for the next instance to see", async () => {
    const run = await db.prisma.scheduledJobRun.findUniqueOrThrow({ where: { name: RETENTION_JOB_NAME }, select: { lastFinishedAt: true, lastResult: true } });
    expect(run.lastResult).toEqual(second);
    expect(run.lastFinishedAt).toBeInstanceOf(Date);
  });
});

describe("one purge a day however many instances run", () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.destroy();
  });

  it("lets exactly one of several concurrent claims win, and the next only a day later", async () => {
    const at = new Date("2026-11-24T03:00:00Z");
    const claims = await Promise.all([1, 2, 3, 4].map(() => claimRetentionRun(db.prisma, at)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    await expect(claimRetentionRun(db.prisma, new Date(at.getTime() + DAY - 60_000))).resolves.toBe(false);
    await expect(claimRetentionRun(db.prisma, new Date(at.getTime() + DAY))).resolves.toBe(true);
  });
});

describe("the retention purge job", () => {
  let db: TestDatabase;
  let apps: FastifyInstance[];
  beforeAll(async () => {
    db = await createTestDatabase();
    apps = await Promise.all([createTestApp(db.prisma), createTestApp(db.prisma)]);
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await db.destroy();
  });

  it("runs once across two instances checking at the same moment, then checks again hourly", async () => {
    const purges = apps.map((app) => vi.spyOn(app.log, "info"));
    const timers = apps.map(() => manualTimer());
    const jobs = apps.map((app, index) => createRetentionPurgeJob(app, timers[index]!.timer, 0));
    for (const job of jobs) job.start();
    for (const timer of timers) timer.fire();
    await Promise.all(jobs.map((job) => job.whenIdle()));
    const finished = purges.flatMap((spy) => spy.mock.calls.filter((call) => call[1] === "retention purge finished"));
    expect(finished).toHaveLength(1);
    for (const timer of timers) expect(timer.pending.map((entry) => entry.ms)).toEqual([DAILY_JOB_CHECK_EVERY_MS]);
    await Promise.all(jobs.map((job) => job.stop()));
    for (const timer of timers) expect(timer.pending).toEqual([]);
  });
});
