import type { FastifyInstance } from "fastify";
import { createInventorySyncJob } from "./inventory-sync.ts";
import { createMailOutboxJob } from "./mail-outbox.ts";

/**
 * In-process background work (outbox sender, inventory sync, retention purge). State lives in
 * the database, so a crash loses nothing: the next start picks up where the last one stopped.
 * main.ts starts the jobs after the server listens; tests start the ones they exercise.
 */
export interface BackgroundJob {
  name: string;
  /** Begins the job's schedule. */
  start(): void;
  /** Stops scheduling and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

/** Each domain adds its job factory here. */
const jobFactories: ((app: FastifyInstance) => BackgroundJob)[] = [(app) => createInventorySyncJob(app), (app) => createMailOutboxJob(app)];

export function startBackgroundJobs(app: FastifyInstance): BackgroundJob[] {
  const jobs = jobFactories.map((create) => create(app));
  for (const job of jobs) {
    job.start();
    app.log.info({ job: job.name }, "background job started");
  }
  return jobs;
}

export async function stopBackgroundJobs(jobs: BackgroundJob[]): Promise<void> {
  await Promise.all(jobs.map((job) => job.stop()));
}
