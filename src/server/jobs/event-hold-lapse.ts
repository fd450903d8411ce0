import type { FastifyInstance } from "fastify";
import { claimHoldLapseRun, HOLD_LAPSE_JOB_NAME, releaseLapsedHolds } from "../services/event-bookings/hold-lapse.ts";
import { createDailyJob, type DailyJob } from "./daily-job.ts";
import { type JobTimer, realTimer } from "./job-timer.ts";

/**
 * The daily release of event holds past their release date (ADR 100), on the daily schedule of
 * daily-job.ts; the first instance to claim the London day's run does it. A hold a failed run
 * missed is released the next day.
 */
export function createHoldLapseJob(app: FastifyInstance, timer: JobTimer = realTimer, firstCheckMs = 60_000): DailyJob {
  return createDailyJob(app, timer, firstCheckMs, {
    name: HOLD_LAPSE_JOB_NAME,
    failure: "releasing lapsed event holds failed",
    check: async (now) => {
      if (await claimHoldLapseRun(app.prisma, now)) await releaseLapsedHolds(app.prisma, now, app.log);
    },
  });
}
