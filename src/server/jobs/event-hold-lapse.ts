import type { FastifyInstance } from "fastify";
import { claimHoldLapseRun, HOLD_LAPSE_JOB_NAME, releaseLapsedHolds } from "../services/event-bookings/hold-lapse.ts";
import type { BackgroundJob } from "./background-job.ts";
import { type JobTimer, realTimer } from "./job-timer.ts";

/** How often each instance asks whether today's release of lapsed holds has run; the claim lets one of them do it. */
export const HOLD_LAPSE_CHECK_EVERY_MS = 60 * 60_000;

export interface HoldLapseJob extends BackgroundJob {
  /** Resolves once no check or release is running. */
  whenIdle(): Promise<void>;
}

/**
 * The daily release of event holds past their release date (ADR 100). Every instance checks
 * hourly, starting a minute after start; the first to claim the London day's run does it. A failed
 * run is logged and tried again the next day; a hold it missed is released then.
 */
export function createHoldLapseJob(app: FastifyInstance, timer: JobTimer = realTimer, firstCheckMs = 60_000): HoldLapseJob {
  let handle: unknown;
  let stopped = false;
  let busy: Promise<void> = Promise.resolve();

  const check = async (): Promise<void> => {
    const now = app.clock();
    if (!(await claimHoldLapseRun(app.prisma, now))) return;
    await releaseLapsedHolds(app.prisma, now, app.log);
  };

  const schedule = (ms: number) => {
    if (stopped) return;
    handle = timer.set(() => {
      handle = undefined;
      busy = check()
        .catch((error: unknown) => app.log.error({ err: error, job: HOLD_LAPSE_JOB_NAME }, "releasing lapsed event holds failed"))
        .then(() => schedule(HOLD_LAPSE_CHECK_EVERY_MS));
    }, ms);
  };

  return {
    name: HOLD_LAPSE_JOB_NAME,
    start: () => schedule(firstCheckMs),
    async stop() {
      stopped = true;
      if (handle !== undefined) timer.clear(handle);
      await busy;
    },
    whenIdle: () => busy,
  };
}
