import type { JobTimer } from "../../../src/server/jobs/job-timer.ts";

/** A job timer the test fires by hand: it records what was scheduled and when. */
export function manualTimer() {
  const pending: { callback: () => void; ms: number }[] = [];
  const timer: JobTimer = {
    set: (callback, ms) => {
      const entry = { callback, ms };
      pending.push(entry);
      return entry;
    },
    clear: (handle) => {
      const index = pending.indexOf(handle as (typeof pending)[number]);
      if (index >= 0) pending.splice(index, 1);
    },
  };
  return {
    timer,
    pending,
    fire() {
      const next = pending.shift();
      if (!next) throw new Error("nothing scheduled");
      next.callback();
    },
  };
}
