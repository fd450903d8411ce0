import { existsSync } from "node:fs";
import { mkdir, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { DatabaseLocation } from "../adapters.ts";
import { lockEmbeddedDatabase } from "../embedded-database-lock.ts";
import { applyMigrations } from "../migrate.ts";
import { migrationAdapterForPostgres } from "../migration-adapter-pg.ts";
import { readMigrationsFolder } from "../migrations-folder.ts";
import { pgliteAdapterFactory } from "../pglite-adapter.ts";
import { readBackupManifest, unpackBackup, withStagingFolder, writeBackup } from "./backup-archive.ts";
import { backupFileName, backupsFolder } from "./backup-files.ts";
import type { BackupManifest } from "./backup-manifest.ts";
import type { BackupSource } from "./backup-source.ts";
import { type SqlQuery, tablesWithRows } from "./database-tables.ts";
import { loadPgliteDump, pgliteBackupSource } from "./pglite-backup.ts";
import { postgresBackupSource, runPostgresTool, SERVER_APPLICATION_NAME, withPostgres } from "./postgres-backup.ts";

/** A restore that would lose data or cannot be done; nothing was changed. */
export class RestoreRefusedError extends Error {
  override name = "RestoreRefusedError";
}

export interface RestoreRequest {
  file: string;
  location: DatabaseLocation;
  dataDir: string;
  /** Replace a database that holds data (it is backed up first). */
  force: boolean;
  migrationsDir?: string;
  now?: Date;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Migrations applied after the restore, when the backup was older than this code. */
  appliedMigrations: string[];
  /** The backup made of what a forced restore replaced. */
  replacedDataBackup?: string;
}

const KIND_NAMES = { pglite: "the embedded database (PGlite)", postgres: "PostgreSQL" } as const;

/** A backup restores only into a schema this code knows: the same migration, or an older one it can migrate. */
async function judgeSchemaVersion(manifest: BackupManifest, migrationsDir: string | undefined): Promise<void> {
  const known = (await readMigrationsFolder(migrationsDir)).migrationDirectories.map((entry) => entry.path);
  if (known.includes(manifest.schemaVersion)) return;
  const latest = known.at(-1) ?? "none";
  if (manifest.schemaVersion > latest) {
    throw new RestoreRefusedError(
      `This backup's schema (${manifest.schemaVersion}) is newer than this version of the site knows (${latest}). Update the site to the version that made the backup, then restore it.`,
    );
  }
  throw new RestoreRefusedError(`This backup's schema (${manifest.schemaVersion}) is not one of this site's migrations: it was made by another version of the code.`);
}

async function refuseUnlessEmptyOrForced(where: string, query: SqlQuery, request: RestoreRequest, source: BackupSource): Promise<string | undefined> {
  const filled = await tablesWithRows(query);
  if (filled.length === 0) return undefined;
  if (!request.force) {
    throw new RestoreRefusedError(
      `${where} is not empty (${filled.length} table(s) hold rows: ${filled.join(", ")}). Nothing was changed. ` +
        "To replace its data with the backup, run the command again with --force (what it holds now is saved to a backup first).",
    );
  }
  const saved = await writeBackup(source, path.join(backupsFolder(request.dataDir), backupFileName(request.now ?? new Date(), "before-restore")));
  return saved.file;
}

/**
 * Restores a backup file made by `npm run db:backup` (or the daily backup) into the configured
 * database: refused when it is of the other kind of database, of a newer schema, or when the
 * database holds data (unless forced), or is in use by a running server. An older schema is
 * migrated after the restore.
 */
export async function restoreBackup(request: RestoreRequest): Promise<RestoreResult> {
  const manifest = await readBackupManifest(request.file);
  if (manifest.database !== request.location.kind) {
    throw new RestoreRefusedError(
      `This backup is of ${KIND_NAMES[manifest.database]}, and this site is set up for ${KIND_NAMES[request.location.kind]}` +
        (request.location.kind === "postgres" ? " (DATABASE_URL is set). Unset DATABASE_URL to restore it into DATA_DIR." : " (DATABASE_URL is not set). Set DATABASE_URL to restore it into PostgreSQL."),
    );
  }
  await judgeSchemaVersion(manifest, request.migrationsDir);
  return request.location.kind === "pglite" ? restoreEmbedded(request, request.location.dir, manifest) : restorePostgres(request, request.location.url, manifest);
}

async function isEmptyFolder(dir: string): Promise<boolean> {
  return (await readdir(dir).catch(() => [])).length === 0;
}

async function restoreEmbedded(request: RestoreRequest, dir: string, manifest: BackupManifest): Promise<RestoreResult> {
  await mkdir(path.dirname(dir), { recursive: true });
  // Taken first: beside a running server this refuses before anything is read or written.
  const lock = await lockEmbeddedDatabase(dir);
  try {
    let replacedDataBackup: string | undefined;
    if (!(await isEmptyFolder(dir))) {
      const current = new PGlite(dir);
      try {
        await current.waitReady;
        const source = pgliteBackupSource(current);
        replacedDataBackup = await refuseUnlessEmptyOrForced(`The embedded database in ${dir}`, source.query, request, source);
      } finally {
        await current.close();
      }
    }
    // The backup is loaded and migrated in a folder beside the live one, which it replaces only
    // once it is whole: a failure leaves the current data as it was.
    const incoming = `${dir}.restoring`;
    await rm(incoming, { recursive: true, force: true });
    let appliedMigrations: string[] = [];
    try {
      await withStagingFolder(path.dirname(dir), async (staging) => {
        const { dumpFile } = await unpackBackup(request.file, staging);
        const client = await loadPgliteDump(dumpFile, incoming);
        try {
          appliedMigrations = await applyMigrations({ location: { kind: "pglite", dir: incoming }, adapterFactory: pgliteAdapterFactory(client) }, request.migrationsDir);
        } finally {
          await client.close();
        }
      });
      const replaced = `${dir}.replaced`;
      await rm(replaced, { recursive: true, force: true });
      if (existsSync(dir)) await rename(dir, replaced);
      await rename(incoming, dir);
      await rm(replaced, { recursive: true, force: true });
    } finally {
      await rm(incoming, { recursive: true, force: true });
    }
    return { manifest, appliedMigrations, ...(replacedDataBackup ? { replacedDataBackup } : {}) };
  } finally {
    await lock.release();
  }
}

async function restorePostgres(request: RestoreRequest, url: string, manifest: BackupManifest): Promise<RestoreResult> {
  const replacedDataBackup = await withPostgres(url, async (query) => {
    const [servers] = await query(
      `SELECT count(*)::int AS connections, string_agg(DISTINCT coalesce(host(client_addr), 'this machine'), ', ') AS hosts
         FROM pg_stat_activity WHERE datname = current_database() AND application_name = '${SERVER_APPLICATION_NAME}' AND pid <> pg_backend_pid()`,
    );
    if (Number(servers?.connections ?? 0) > 0) {
      throw new RestoreRefusedError(
        `The hotel's server is using this database (${String(servers?.connections)} connection(s) from ${String(servers?.hosts)}). Nothing was changed. ` +
          "Stop every instance of the server first, run this again, then start them again.",
      );
    }
    const saved = await refuseUnlessEmptyOrForced("This PostgreSQL database", query, request, postgresBackupSource(url));
    // pg_restore needs a bare schema: what an earlier start or migration left (empty tables,
    // types, the audit trail's trigger function) goes, with the data already saved above.
    await query("DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public; GRANT USAGE ON SCHEMA public TO PUBLIC");
    return saved;
  });
  await withStagingFolder(backupsFolder(request.dataDir), async (staging) => {
    const { dumpFile } = await unpackBackup(request.file, staging);
    await runPostgresTool("pg_restore", ["--single-transaction", "--exit-on-error", "--no-owner", "--no-privileges", dumpFile], url);
  });
  const appliedMigrations = await applyMigrations({ location: { kind: "postgres", url }, adapterFactory: migrationAdapterForPostgres(url) }, request.migrationsDir);
  return { manifest, appliedMigrations, ...(replacedDataBackup ? { replacedDataBackup } : {}) };
}
