// Applies prisma/migrations to DATABASE_URL, or to the embedded database under DATA_DIR.
import { ConfigError, loadConfig } from "../src/server/config.ts";
import { PrivateFolderError, securePrivateFolder } from "../src/server/private-folder.ts";
import { databaseLocation, openDatabase } from "../src/server/db/adapters.ts";
import { applyMigrations, MigrationError } from "../src/server/db/migrate.ts";
import { EmbeddedDatabaseInUseError } from "../src/server/db/embedded-database-lock.ts";

try {
  const config = loadConfig();
  const closed = await securePrivateFolder(config.DATA_DIR);
  if (closed) console.warn(closed);
  const database = await openDatabase(databaseLocation(config.DATABASE_URL, config.DATA_DIR));
  try {
    const applied = await applyMigrations(database);
    const where = database.location.kind === "postgres" ? "PostgreSQL" : `the embedded database (${database.location.dir})`;
    console.log(applied.length ? `Applied ${applied.length} migration(s) to ${where}: ${applied.join(", ")}` : `${where}: already up to date.`);
  } finally {
    await database.close();
  }
  // The schema engine leaves a timer running after applyMigrations.
  process.exit(0);
} catch (error) {
  if (error instanceof ConfigError || error instanceof PrivateFolderError || error instanceof MigrationError || error instanceof EmbeddedDatabaseInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
