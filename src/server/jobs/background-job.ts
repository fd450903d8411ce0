/**
 * In-process background work (outbox sender, inventory sync, retention purge). State lives in
 * the database, so a crash loses nothing: the next start picks up where the last one stopped.
 * main.ts starts the jobs after the server listens; tests start the ones they exercise.
 * The type has its own module so the jobs need not import index.ts, which imports them.
 */
export interface BackgroundJob {
  name: string;
  /** Begins the job's schedule. */
  start(): void;
  /** Stops scheduling and waits for a run in progress to finish. */
  stop(): Promise<void>;
}
