import type { FastifyInstance } from "fastify";
import { backupsFolder } from "../db/backup/backup-files.ts";
import type { BackgroundJob } from "./background-job.ts";
import { createDailyBackupJob } from "./daily-backup.ts";
import { createHoldLapseJob } from "./event-hold-lapse.ts";
import { createInventorySyncJob } from "./inventory-sync.ts";
import { createMailOutboxJob } from "./mail-outbox.ts";
import { createRetentionPurgeJob } from "./retention-purge.ts";

/** Each domain adds its job factory here. */
const jobFactories: ((app: FastifyInstance) => BackgroundJob)[] = [
  (app) => createInventorySyncJob(app),
  (app) => createMailOutboxJob(app),
  (app) => createRetentionPurgeJob(app),
  (app) => createDailyBackupJob({ source: app.backupSource, folder: backupsFolder(app.config.DATA_DIR), log: app.log, clock: app.clock }),
  (app) => createHoldLapseJob(app),
];

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
