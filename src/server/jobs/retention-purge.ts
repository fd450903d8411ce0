import type { FastifyInstance } from "fastify";
import { claimRetentionRun, purgeExpiredRecords } from "../services/retention/retention-purge.ts";
import type { BackgroundJob } from "./background-job.ts";
import { type JobTimer, realTimer } from "./job-timer.ts";

/** How often each instance asks whether today's purge has run; the claim lets one of them do it. */
export const RETENTION_CHECK_EVERY_MS = 60 * 60_000;

export interface RetentionPurgeJob extends BackgroundJob {
  /** Resolves once no check or purge is running. */
  whenIdle(): Promise<void>;
}

/**
 * The daily retention purge (ADR 023; content/policies/retention.ts). Every
 * instance checks hourly, starting a minute after start; the first to claim the day's run does it.
 * A failed run is logged and tried again the next day (each rule is idempotent).
 */
export function createRetentionPurgeJob(app: FastifyInstance, timer: JobTimer = realTimer, firstCheckMs = 60_000): RetentionPurgeJob {
  let handle: unknown;
  let stopped = false;
  let busy: Promise<void> = Promise.resolve();

  const check = async (): Promise<void> => {
    const now = app.clock();
    if (!(await claimRetentionRun(app.prisma, now))) return;
    try {
      await purgeExpiredRecords(app.prisma, now, app.log);
    } catch (error) {
      app.metrics.retentionPurgeRan("failure");
      throw error;
    }
    app.metrics.retentionPurgeRan("success");
  };

  const schedule = (ms: number) => {
    if (stopped) return;
    handle = timer.set(() => {
      handle = undefined;
      busy = check()
        .catch((error: unknown) => app.log.error({ err: error, job: "retention-purge" }, "retention purge failed"))
        .then(() => schedule(RETENTION_CHECK_EVERY_MS));
    }, ms);
  };

  return {
    name: "retention-purge",
    start: () => schedule(firstCheckMs),
    async stop() {
      stopped = true;
      if (handle !== undefined) timer.clear(handle);
      await busy;
    },
    whenIdle: () => busy,
  };
}
