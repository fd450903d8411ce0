import type { FastifyInstance } from "fastify";
import type { BackgroundJob } from "./background-job.ts";
import { createRepeatingRun, type JobTimer } from "./job-timer.ts";

/** How often each instance asks whether today's run of a daily job has happened; the claim lets one of them do it. */
export const DAILY_JOB_CHECK_EVERY_MS = 60 * 60_000;

export interface DailyJob extends BackgroundJob {
  /** Resolves once no check or run is running. */
  whenIdle(): Promise<void>;
}

interface DailyJobOptions {
  name: string;
  /** What the log says when a run fails. */
  failure: string;
  /** Claims the day's run and does it; resolves without doing anything when another instance has the day. */
  check: (now: Date) => Promise<void>;
}

/**
 * A job every instance checks hourly, starting `firstCheckMs` after start; `check` claims the day's
 * run so that one instance does it. A failed run is logged and tried again at the next check that
 * wins a claim (the retention purge, the release of lapsed event holds).
 */
export function createDailyJob(app: FastifyInstance, timer: JobTimer, firstCheckMs: number, { name, failure, check }: DailyJobOptions): DailyJob {
  const repeating = createRepeatingRun(timer, () =>
    check(app.clock())
      .catch((error: unknown) => app.log.error({ err: error, job: name }, failure))
      .then(() => DAILY_JOB_CHECK_EVERY_MS),
  );
  return { name, start: () => repeating.schedule(firstCheckMs), stop: repeating.stop, whenIdle: repeating.whenIdle };
}
