// Restores a backup file into the database: npm run db:restore -- FILE [--force]
// Refuses a database that holds data unless --force (what it holds is backed up first), a backup
// of a newer schema, and (embedded database) a running server: stop it first (ADR 039).
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../src/server/config.ts";
import { PrivateFolderError, securePrivateFolder } from "../src/server/private-folder.ts";
import { databaseLocation } from "../src/server/db/adapters.ts";
import { BackupError } from "../src/server/db/backup/backup-archive.ts";
import { PostgresToolError } from "../src/server/db/backup/postgres-backup.ts";
import { restoreBackup, RestoreRefusedError } from "../src/server/db/backup/restore-backup.ts";
import { EmbeddedDatabaseInUseError } from "../src/server/db/embedded-database-lock.ts";
import { MigrationError } from "../src/server/db/migrate.ts";
import { connectDatabase } from "../src/server/db/connect.ts";
import { applyErasureLog } from "../src/server/services/privacy/erasure-log.ts";

const USAGE = "Usage: npm run db:restore -- FILE [--force]   (--force: replace a database that holds data; it is backed up first)";

try {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { force: { type: "boolean", default: false } } });
  const [given] = positionals;
  if (given === undefined || positionals.length > 1) {
    console.error(USAGE);
    process.exit(2);
  }
  const file = path.resolve(given);
  if (!existsSync(file)) {
    console.error(`There is no file ${file}.`);
    process.exit(1);
  }
  const config = loadConfig();
  const closed = await securePrivateFolder(config.DATA_DIR);
  if (closed) console.warn(closed);
  const location = databaseLocation(config.DATABASE_URL, config.DATA_DIR);
  const result = await restoreBackup({ file, location, dataDir: config.DATA_DIR, force: values.force });
  if (result.replacedDataBackup) console.log(`What the database held before was saved first: ${result.replacedDataBackup}`);
  const where = location.kind === "postgres" ? "PostgreSQL" : `the embedded database (${location.dir})`;
  console.log(`Restored ${file} (made ${result.manifest.createdAt}, schema ${result.manifest.schemaVersion}) into ${where}.`);
  if (result.appliedMigrations.length) console.log(`Then applied ${result.appliedMigrations.length} newer migration(s): ${result.appliedMigrations.join(", ")}`);
  // Guests erased since the backup was made are erased again (ADR 022); the server does this at every start too.
  const database = await connectDatabase(config);
  const erasedAgain = await applyErasureLog(database.prisma, config, new Date());
  await database.close();
  if (erasedAgain > 0) console.log(`Erased again the records of ${erasedAgain} person(s) whose erasure came after this backup was made.`);
  // The schema engine leaves a timer running after applyMigrations.
  process.exit(0);
} catch (error) {
  if (
    error instanceof ConfigError ||
    error instanceof PrivateFolderError ||
    error instanceof EmbeddedDatabaseInUseError ||
    error instanceof RestoreRefusedError ||
    error instanceof BackupError ||
    error instanceof PostgresToolError ||
    error instanceof MigrationError
  ) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
