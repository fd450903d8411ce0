import path from "node:path";
import type { BackupSource } from "../db/backup/backup-source.ts";
import { writeBackup } from "../db/backup/backup-archive.ts";
import { backupFileName, dailyBackups, pruneDailyBackups } from "../db/backup/backup-files.ts";
import type { Logger } from "../services/core/logger.ts";
import type { BackgroundJob } from "./background-job.ts";
import { type JobTimer, realTimer } from "./job-timer.ts";

const DAILY_BACKUP_JOB_NAME = "daily-backup";
/** How often the job asks whether a day has passed since the last daily backup. */
export const DAILY_BACKUP_CHECK_EVERY_MS = 60 * 60_000;
const DAILY_BACKUP_EVERY_MS = 24 * 60 * 60_000;
/** Two weeks of days to go back to. */
export const DAILY_BACKUPS_KEPT = 14;

export interface DailyBackupJob extends BackgroundJob {
  /** Resolves once no check or backup is running. */
  whenIdle(): Promise<void>;
}

export interface DailyBackupSettings {
  /** The embedded database this process holds; undefined on PostgreSQL (its operator backs it up). */
  source: BackupSource | undefined;
  folder: string;
  log: Pick<Logger, "info" | "error">;
  clock: () => Date;
}

/**
 * The embedded database's daily backup into DATA_DIR/backups, keeping the last 14 (ADR 039).
 * Checks hourly, starting a few minutes after start; a backup is due a day after the newest daily
 * file, so restarts neither skip nor repeat one. A failure (a full disk) is logged and tried again
 * at the next check; the half-written file is removed, never left under a backup's name.
 */
export function createDailyBackupJob(settings: DailyBackupSettings, timer: JobTimer = realTimer, firstCheckMs = 5 * 60_000): DailyBackupJob {
  const { source, folder, log, clock } = settings;
  let handle: unknown;
  let stopped = false;
  let busy: Promise<void> = Promise.resolve();

  const check = async (backup: BackupSource): Promise<void> => {
    const now = clock();
    const newest = (await dailyBackups(folder)).at(-1);
    if (newest && now.getTime() - newest.at.getTime() < DAILY_BACKUP_EVERY_MS) return;
    const started = Date.now();
    const written = await writeBackup(backup, path.join(folder, backupFileName(now, "daily")), now);
    const removed = await pruneDailyBackups(folder, DAILY_BACKUPS_KEPT);
    log.info(
      { job: DAILY_BACKUP_JOB_NAME, file: path.basename(written.file), bytes: written.bytes, ms: Date.now() - started, schemaVersion: written.manifest.schemaVersion, removed: removed.length },
      "daily backup written",
    );
  };

  const schedule = (backup: BackupSource, ms: number) => {
    if (stopped) return;
    handle = timer.set(() => {
      handle = undefined;
      busy = check(backup)
        .catch((error: unknown) => {
          // The code and the system's words (ENOSPC: no space left on device); no data is quoted.
          const { code, message } = error as NodeJS.ErrnoException;
          log.error({ job: DAILY_BACKUP_JOB_NAME, code, reason: message }, "daily backup failed; it is tried again at the next hourly check");
        })
        .then(() => schedule(backup, DAILY_BACKUP_CHECK_EVERY_MS));
    }, ms);
  };

  return {
    name: DAILY_BACKUP_JOB_NAME,
    start() {
      if (source?.kind !== "pglite") {
        log.info({ job: DAILY_BACKUP_JOB_NAME }, "DATABASE_URL is set: back up PostgreSQL with npm run db:backup or the database's own tools; no daily backup here");
        return;
      }
      schedule(source, firstCheckMs);
    },
    async stop() {
      stopped = true;
      if (handle !== undefined) timer.clear(handle);
      await busy;
    },
    whenIdle: () => busy,
  };
}
