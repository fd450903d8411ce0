// Writes one backup file of the database: npm run db:backup [-- PATH]
// PATH: a file, or a folder to put it in; by default DATA_DIR/backups/hotel-backup-<time>.tar.
// Beside a running server on the embedded database, the server makes the backup (ADR 039).
import { existsSync, statSync } from "node:fs";
import { mkdir, readdir } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../src/server/config.ts";
import { PrivateFolderError, securePrivateFolder } from "../src/server/private-folder.ts";
import { databaseLocation, openDatabase } from "../src/server/db/adapters.ts";
import { BackupError, type WrittenBackup, writeBackup } from "../src/server/db/backup/backup-archive.ts";
import { backupFileName, backupsFolder } from "../src/server/db/backup/backup-files.ts";
import { PostgresToolError } from "../src/server/db/backup/postgres-backup.ts";
import { EmbeddedDatabaseInUseError } from "../src/server/db/embedded-database-lock.ts";
import { backupThroughServer } from "../src/server/control-channel/backup-through-server.ts";

const USAGE = "Usage: npm run db:backup [-- PATH]   (PATH: a file or a folder; by default DATA_DIR/backups)";

function targetFile(given: string | undefined, dataDir: string, now: Date): string {
  const name = backupFileName(now, "manual");
  if (given === undefined) return path.join(backupsFolder(dataDir), name);
  const resolved = path.resolve(given);
  const isFolder = given.endsWith("/") || given.endsWith(path.sep) || (existsSync(resolved) && statSync(resolved).isDirectory());
  return isFolder ? path.join(resolved, name) : resolved;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

try {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  if (positionals.length > 1) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const closed = await securePrivateFolder(config.DATA_DIR);
  if (closed) console.warn(closed);
  const location = databaseLocation(config.DATABASE_URL, config.DATA_DIR);
  const file = targetFile(positionals[0], config.DATA_DIR, new Date());
  if (location.kind === "pglite" && (await readdir(location.dir).catch(() => [])).length === 0) {
    console.error(`There is no embedded database in ${location.dir} yet: nothing to back up. (Is DATA_DIR right? With PostgreSQL, set DATABASE_URL.)`);
    process.exit(1);
  }
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  let written: WrittenBackup;
  let by = "";
  try {
    const database = await openDatabase(location);
    try {
      written = await writeBackup(database.backupSource, file);
    } finally {
      await database.close();
    }
  } catch (error) {
    if (!(error instanceof EmbeddedDatabaseInUseError)) throw error;
    const viaServer = await backupThroughServer(config.DATA_DIR, error.holder.pid, file);
    if (!viaServer) throw error;
    written = viaServer;
    by = ` by the running server (process ${error.holder.pid})`;
  }
  const what = written.manifest.database === "pglite" ? "the embedded database" : "PostgreSQL";
  console.log(`Backup of ${what} written${by}: ${written.file} (${megabytes(written.bytes)}, schema ${written.manifest.schemaVersion}).`);
  console.log(`To restore it: npm run db:restore -- ${written.file}`);
  process.exit(0);
} catch (error) {
  if (error instanceof ConfigError || error instanceof PrivateFolderError || error instanceof EmbeddedDatabaseInUseError || error instanceof BackupError || error instanceof PostgresToolError) {
    console.error(error.message);
    process.exit(1);
  }
  const { code, message } = error as NodeJS.ErrnoException;
  if (code === "ENOSPC" || code === "EACCES" || code === "EROFS") {
    console.error(`The backup could not be written: ${message}`);
    process.exit(1);
  }
  throw error;
}
