import { readdir, rm } from "node:fs/promises";
import path from "node:path";

/** Where backups go unless a path is given: DATA_DIR/backups. */
export function backupsFolder(dataDir: string): string {
  return path.resolve(dataDir, "backups");
}

/** Backups the server makes by itself, one a day; only these are rotated. */
const DAILY_BACKUP_PREFIX = "hotel-backup-daily-";
/** Backups made by `npm run db:backup` or before a forced restore; kept until someone deletes them. */
const MANUAL_BACKUP_PREFIX = "hotel-backup-";

const stamp = (at: Date) => at.toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");

const PREFIXES = { daily: DAILY_BACKUP_PREFIX, manual: MANUAL_BACKUP_PREFIX, "before-restore": `${MANUAL_BACKUP_PREFIX}before-restore-` } as const;

/** hotel-backup-20261126T030000Z.tar, hotel-backup-daily-…, hotel-backup-before-restore-…: each kind sorts by time. */
export function backupFileName(at: Date, kind: keyof typeof PREFIXES): string {
  return `${PREFIXES[kind]}${stamp(at)}.tar`;
}

const DAILY_NAME = /^hotel-backup-daily-(\d{8}T\d{6}Z)\.tar$/;

function timeOf(stamped: string): Date {
  const [, y, mo, d, h, mi, s] = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(stamped) ?? [];
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
}

/** The daily backups in the folder, oldest first. */
export async function dailyBackups(folder: string): Promise<{ file: string; at: Date }[]> {
  const names = await readdir(folder).catch(() => [] as string[]);
  return names
    .map((name) => ({ name, match: DAILY_NAME.exec(name) }))
    .filter((entry): entry is { name: string; match: RegExpExecArray } => entry.match !== null)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ name, match }) => ({ file: path.join(folder, name), at: timeOf(match[1] ?? "") }));
}

/** Deletes all but the newest `keep` daily backups; returns what it deleted. */
export async function pruneDailyBackups(folder: string, keep: number): Promise<string[]> {
  const all = await dailyBackups(folder);
  const old = all.slice(0, Math.max(0, all.length - keep)).map((entry) => entry.file);
  for (const file of old) await rm(file, { force: true });
  return old;
}
