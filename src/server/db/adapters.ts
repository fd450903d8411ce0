import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import type { BackupSource } from "./backup/backup-source.ts";
import { pgliteBackupSource } from "./backup/pglite-backup.ts";
import { postgresBackupSource, SERVER_APPLICATION_NAME } from "./backup/postgres-backup.ts";
import { lockEmbeddedDatabase } from "./embedded-database-lock.ts";
import { pgliteAdapterFactory } from "./pglite-adapter.ts";
import { closeToOtherAccounts } from "../private-folder.ts";

/** Where the data lives: a PostgreSQL server, or the embedded PGlite folder under DATA_DIR. */
export type DatabaseLocation = { kind: "postgres"; url: string } | { kind: "pglite"; dir: string };

export interface OpenDatabase {
  location: DatabaseLocation;
  adapterFactory: SqlMigrationAwareDriverAdapterFactory;
  /** Makes backups of this database (the embedded one only through the process that holds it). */
  backupSource: BackupSource;
  close(): Promise<void>;
}

export function databaseLocation(databaseUrl: string | undefined, dataDir: string): DatabaseLocation {
  return databaseUrl
    ? { kind: "postgres", url: databaseUrl }
    : { kind: "pglite", dir: path.resolve(dataDir, "pglite") };
}

export async function openDatabase(location: DatabaseLocation): Promise<OpenDatabase> {
  if (location.kind === "postgres") {
    // Named, so `npm run db:restore` can tell that a server still uses the database.
    const factory = new PrismaPg({ connectionString: location.url, max: 10, application_name: SERVER_APPLICATION_NAME });
    // PrismaPg opens and closes its own pool per connect(); PrismaClient.$disconnect closes it.
    return { location, adapterFactory: factory, backupSource: postgresBackupSource(location.url), close: async () => undefined };
  }
  // "memory://" keeps the embedded database in memory (tests); any other value is a folder, which
  // one process at a time may open (embedded-database-lock.ts).
  const inFolder = !location.dir.startsWith("memory://");
  if (inFolder) await mkdir(path.dirname(location.dir), { recursive: true, mode: 0o700 });
  const lock = inFolder ? await lockEmbeddedDatabase(location.dir) : undefined;
  // PGlite writes the files it starts from as 0666 whatever the umask, and pg_internal.init as
  // 0644: closed after it opens and after it closes (ADR 055).
  const closeFolder = async () => {
    if (inFolder) await closeToOtherAccounts(location.dir);
  };
  let pglite: PGlite;
  try {
    if (inFolder) await mkdir(location.dir, { recursive: true, mode: 0o700 });
    pglite = new PGlite(location.dir);
    await pglite.waitReady;
    await closeFolder();
  } catch (error) {
    await lock?.release();
    throw error;
  }
  return {
    location,
    adapterFactory: pgliteAdapterFactory(pglite),
    backupSource: pgliteBackupSource(pglite),
    close: async () => {
      try {
        if (!pglite.closed) await pglite.close();
        await closeFolder();
      } finally {
        await lock?.release();
      }
    },
  };
}
