import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { readBackupManifest } from "../../../src/server/db/backup/backup-archive.ts";
import { backupFileName } from "../../../src/server/db/backup/backup-files.ts";
import type { BackupSource } from "../../../src/server/db/backup/backup-source.ts";
import { loadPgliteDump, pgliteBackupSource } from "../../../src/server/db/backup/pglite-backup.ts";
import { applyMigrations } from "../../../src/server/db/migrate.ts";
import { pgliteAdapterFactory } from "../../../src/server/db/pglite-adapter.ts";
import { createDailyBackupJob, DAILY_BACKUP_CHECK_EVERY_MS, DAILY_BACKUPS_KEPT } from "../../../src/server/jobs/daily-backup.ts";
import { manualTimer } from "../helpers/manual-timer.ts";

const DAY = 24 * 60 * 60_000;

/** A migrated embedded database: the run's template when it is PGlite, else migrated here. */
async function embeddedDatabase(folder: string): Promise<PGlite> {
  const template = inject("templateDatabase");
  if (template.kind === "pglite") return loadPgliteDump(template.dumpFile, path.join(folder, "pglite"));
  const client = new PGlite();
  await applyMigrations({ location: { kind: "pglite", dir: "memory://" }, adapterFactory: pgliteAdapterFactory(client) });
  return client;
}

describe("the embedded database's daily backup", () => {
  let folder: string;
  let client: PGlite;
  let backups: string;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), "hotel-daily-backup-"));
    client = await embeddedDatabase(folder);
    backups = path.join(folder, "backups");
  });

  afterAll(async () => {
    await client.close();
    await rm(folder, { recursive: true, force: true });
  });

  it("runs once a day, keeps the last 14 daily backups (never a manual one), and after a full disk logs one line and tries again at the next check", async () => {
    let now = new Date("2026-11-27T03:00:00Z");
    // Fifteen days of earlier daily backups, and one made by hand.
    await mkdir(backups, { recursive: true });
    for (let day = 15; day >= 1; day -= 1) await writeFile(path.join(backups, backupFileName(new Date(now.getTime() - day * DAY), "daily")), "an older backup");
    const manual = path.join(backups, backupFileName(new Date(now.getTime() - 30 * DAY), "manual"));
    await writeFile(manual, "kept until someone deletes it");

    let diskFull = false;
    const real = pgliteBackupSource(client);
    const source: BackupSource = {
      ...real,
      dump: async (dir) => {
        if (diskFull) throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
        return real.dump(dir);
      },
    };
    const log = { info: vi.fn(), error: vi.fn() };
    const byHand = manualTimer();
    const { timer, pending } = byHand;
    const job = createDailyBackupJob({ source, folder: backups, log, clock: () => now }, timer, 0);
    job.start();

    // A day after the newest daily backup: one is made, the oldest two go.
    byHand.fire();
    await job.whenIdle();
    const daily = (await readdir(backups)).filter((name) => name.startsWith("hotel-backup-daily-")).sort();
    expect(daily).toHaveLength(DAILY_BACKUPS_KEPT);
    expect(daily.at(-1)).toBe(backupFileName(now, "daily"));
    expect(daily[0]).toBe(backupFileName(new Date(now.getTime() - 13 * DAY), "daily"));
    expect(await readBackupManifest(path.join(backups, daily.at(-1) ?? ""))).toMatchObject({ database: "pglite" });
    expect((await readdir(backups)).includes(path.basename(manual))).toBe(true);
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info.mock.calls[0]?.[0]).toMatchObject({ job: "daily-backup", file: backupFileName(now, "daily"), removed: 2 });
    expect(pending.map((entry) => entry.ms)).toEqual([DAILY_BACKUP_CHECK_EVERY_MS]);

    // An hour later: nothing to do.
    now = new Date(now.getTime() + DAILY_BACKUP_CHECK_EVERY_MS);
    byHand.fire();
    await job.whenIdle();
    expect((await readdir(backups)).filter((name) => name.startsWith("hotel-backup-daily-"))).toHaveLength(DAILY_BACKUPS_KEPT);

    // A day on, the disk is full: logged, nothing half-written left, the next check is scheduled.
    now = new Date(now.getTime() + DAY);
    diskFull = true;
    const before = (await readdir(backups)).sort();
    byHand.fire();
    await job.whenIdle();
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]?.[0]).toMatchObject({ job: "daily-backup", code: "ENOSPC" });
    expect((await readdir(backups)).sort()).toEqual(before);
    expect(pending).toHaveLength(1);

    // Space again at the next check: the backup is made.
    diskFull = false;
    byHand.fire();
    await job.whenIdle();
    expect((await readdir(backups)).filter((name) => name.startsWith("hotel-backup-daily-")).sort().at(-1)).toBe(backupFileName(now, "daily"));
    await job.stop();
    expect(pending).toHaveLength(0);
  });

  it("stays off on PostgreSQL, whose operator backs it up", () => {
    const log = { info: vi.fn(), error: vi.fn() };
    const { timer, pending } = manualTimer();
    createDailyBackupJob({ source: undefined, folder: backups, log, clock: () => new Date() }, timer).start();
    expect(pending).toHaveLength(0);
  });
});
