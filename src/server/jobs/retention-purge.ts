import type { FastifyInstance } from "fastify";
import { claimRetentionRun, purgeExpiredRecords } from "../services/retention/retention-purge.ts";
import { createDailyJob, type DailyJob } from "./daily-job.ts";
import { type JobTimer, realTimer } from "./job-timer.ts";

/**
 * The daily retention purge (ADR 023; content/policies/retention.ts), on the daily schedule of
 * daily-job.ts. A failed run is logged and tried again the next day (each rule is idempotent).
 */
export function createRetentionPurgeJob(app: FastifyInstance, timer: JobTimer = realTimer, firstCheckMs = 60_000): DailyJob {
  return createDailyJob(app, timer, firstCheckMs, {
    name: "retention-purge",
    failure: "retention purge failed",
    check: async (now) => {
      if (!(await claimRetentionRun(app.prisma, now))) return;
      try {
        await purgeExpiredRecords(app.prisma, now, app.log);
      } catch (error) {
        app.metrics.retentionPurgeRan("failure");
        throw error;
      }
      app.metrics.retentionPurgeRan("success");
    },
  });
}
