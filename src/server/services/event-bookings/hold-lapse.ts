import { londonToday } from "../../../shared/dates.ts";
import type { EventBookingState } from "../../../shared/event-bookings/event-booking-admin.ts";
import { SYSTEM_AUDIT_ADDRESS } from "../../../shared/staff/system-actor.ts";
import type { PrismaClient } from "../../db/prisma.ts";
import { recordAudit } from "../core/audit-trail.ts";
import type { Logger } from "../core/logger.ts";
import { londonMidnight } from "../dashboard/london-day.ts";

// A tentative hold keeps its venue's date up to and including its release date; the day after, it
// lapses by itself (ADR 100): the event goes back to the state it was held from, the date is free,
// and the move is kept in its history and the audit trail as the system's.

export const HOLD_LAPSE_JOB_NAME = "event-hold-lapse";

/**
 * Claims today's run (a London day) for this instance: true when no instance started one since
 * London's midnight. One atomic statement, so of several instances asking at once one wins.
 */
export async function claimHoldLapseRun(prisma: PrismaClient, now: Date): Promise<boolean> {
  const claimed = await prisma.$queryRaw<{ name: string }[]>`
    INSERT INTO "scheduled_job_run" ("name", "last_started_at") VALUES (${HOLD_LAPSE_JOB_NAME}, ${now})
    ON CONFLICT ("name") DO UPDATE SET "last_started_at" = EXCLUDED."last_started_at"
    WHERE "scheduled_job_run"."last_started_at" < ${londonMidnight(londonToday(now))}
    RETURNING "name"`;
  return claimed.length === 1;
}

/** The state a hold goes back to: the one it was made tentative from (enquiry when nothing says). */
async function heldFrom(prisma: PrismaClient, bookingId: string): Promise<EventBookingState> {
  const change = await prisma.eventBookingChange.findFirst({
    where: { bookingId, toState: "tentative", fromState: { not: "tentative" } },
    orderBy: { id: "desc" },
    select: { fromState: true },
  });
  return change?.fromState ?? "enquiry";
}

/**
 * Releases every hold whose release date has passed (London), each in a transaction of its own
 * that claims the row only while it is still that tentative hold: a second run at the same time,
 * on this instance or another, finds nothing left to release and writes nothing. Returns how many
 * this run released.
 */
export async function releaseLapsedHolds(prisma: PrismaClient, now: Date, log: Pick<Logger, "info">): Promise<number> {
  const today = londonToday(now);
  const lapsed = await prisma.eventBooking.findMany({
    where: { state: "tentative", releaseDate: { lt: new Date(`${today}T00:00:00.000Z`) } },
    orderBy: { releaseDate: "asc" },
    select: { id: true, releaseDate: true },
  });
  let released = 0;
  for (const hold of lapsed) {
    const backTo = await heldFrom(prisma, hold.id);
    const done = await prisma.$transaction(async (tx) => {
      const claimed = await tx.eventBooking.updateMany({
        where: { id: hold.id, state: "tentative", releaseDate: hold.releaseDate },
        data: { state: backTo, releaseDate: null, updatedAt: now },
      });
      if (claimed.count !== 1) return false;
      await tx.eventBookingChange.create({
        data: { bookingId: hold.id, at: now, fromState: "tentative", toState: backTo, byStaffId: null, byStaffEmail: null, releaseDate: hold.releaseDate, note: null },
        select: { id: true },
      });
      await recordAudit(
        tx,
        {
          action: "event_bookings.hold_lapsed",
          actor: { id: null, email: null },
          target: { type: "event_booking", id: hold.id },
          ipAddress: SYSTEM_AUDIT_ADDRESS,
          details: { from: "tentative", to: backTo, releaseDate: hold.releaseDate?.toISOString().slice(0, 10) ?? null },
        },
        now,
      );
      return true;
    });
    if (done) released += 1;
  }
  await prisma.scheduledJobRun.upsert({
    where: { name: HOLD_LAPSE_JOB_NAME },
    create: { name: HOLD_LAPSE_JOB_NAME, lastStartedAt: now, lastFinishedAt: new Date(), lastResult: { released } },
    update: { lastFinishedAt: new Date(), lastResult: { released } },
    select: { name: true },
  });
  log.info({ job: HOLD_LAPSE_JOB_NAME, released }, "lapsed event holds released");
  return released;
}
