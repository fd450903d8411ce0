/** setTimeout/clearTimeout, replaceable so tests can fire a job's schedule by hand. */
export interface JobTimer {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

/** The real timers, unref'd so a scheduled job never keeps the process alive. */
export const realTimer: JobTimer = {
  set: (callback, ms) => setTimeout(callback, ms).unref(),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** A run repeated on a timer: each run answers how long to wait before the next one. */
export interface RepeatingRun {
  /** Runs after `ms`, then after each run's answer, until stopped. */
  schedule: (ms: number) => void;
  /** Work to wait for on stop before the first schedule (reading when the last run was). */
  track: (work: Promise<void>) => void;
  /** Stops scheduling and waits for the run in progress. */
  stop: () => Promise<void>;
  /** Resolves once no run (or tracked work) is in progress. */
  whenIdle: () => Promise<void>;
}

/** `run` must not reject: it logs its own failure and answers the delay before the next try. */
export function createRepeatingRun(timer: JobTimer, run: () => Promise<number>): RepeatingRun {
  let handle: unknown;
  let stopped = false;
  let busy: Promise<void> = Promise.resolve();
  const schedule = (ms: number): void => {
    if (stopped) return;
    handle = timer.set(() => {
      handle = undefined;
      busy = run().then(schedule);
    }, ms);
  };
  return {
    schedule,
    track: (work) => {
      busy = work;
    },
    stop: async () => {
      stopped = true;
      if (handle !== undefined) timer.clear(handle);
      await busy;
    },
    whenIdle: () => busy,
  };
}
