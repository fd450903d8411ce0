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
