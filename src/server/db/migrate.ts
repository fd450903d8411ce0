import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import type { OpenDatabase } from "./adapters.ts";
import { migrationAdapterForPostgres } from "./migration-adapter-pg.ts";
import { readMigrationsFolder } from "./migrations-folder.ts";
import { openSchemaEngine } from "./schema-engine.ts";

export class MigrationError extends Error {
  override name = "MigrationError";
}

/** What migrating needs of an open database. */
type MigratableDatabase = Pick<OpenDatabase, "location" | "adapterFactory">;

function migrationAdapter(database: MigratableDatabase): SqlMigrationAwareDriverAdapterFactory {
  return database.location.kind === "postgres"
    ? migrationAdapterForPostgres(database.location.url)
    : database.adapterFactory;
}

/**
 * The schema engine does not dispose the connections it opens; this records them so that
 * applyMigrations can close them (an open pool would hold the database: a template database
 * could not be copied, a PGlite shadow never closed).
 */
function disposingAdapters(factory: SqlMigrationAwareDriverAdapterFactory) {
  const opened: SqlDriverAdapter[] = [];
  const remember = async (connecting: Promise<SqlDriverAdapter>) => {
    const adapter = await connecting;
    opened.push(adapter);
    return adapter;
  };
  return {
    factory: {
      provider: factory.provider,
      adapterName: factory.adapterName,
      connect: () => remember(factory.connect()),
      connectToShadowDb: () => remember(factory.connectToShadowDb()),
    } satisfies SqlMigrationAwareDriverAdapterFactory,
    async disposeAll() {
      await Promise.allSettled(opened.map((adapter) => adapter.dispose()));
    },
  };
}

/**
 * Applies every unapplied migration of prisma/migrations, writing the same `_prisma_migrations`
 * rows (and checksums) as `prisma migrate deploy`. Returns the names it applied.
 */
export async function applyMigrations(database: MigratableDatabase, migrationsDir?: string): Promise<string[]> {
  const migrationsList = await readMigrationsFolder(migrationsDir);
  const adapters = disposingAdapters(migrationAdapter(database));
  let engine;
  try {
    engine = await openSchemaEngine(adapters.factory);
    const { appliedMigrationNames } = await engine.applyMigrations({
      migrationsList,
      filters: { externalTables: [], externalEnums: [] },
    });
    return appliedMigrationNames;
  } catch (error) {
    throw new MigrationError(describeMigrationFailure(engineMessage(error)), { cause: error });
  } finally {
    engine?.free();
    // PGlite's dispose is a no-op (the shared client is closed by its owner); pg pools end here.
    await adapters.disposeAll();
  }
}

function engineMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === "object" && error !== null && "message" in error) return String(error.message);
  return String(error);
}

/** One readable line from the engine's report: which migration, and the database's own words. */
function describeMigrationFailure(message: string): string {
  const migration = /migration_name="([^"]+)"/.exec(message)?.[1];
  const reason = message
    .split("\n")
    .filter((line) => !/^\s+(\d+:|with |at )/.test(line) && line.trim() !== "external connector error")
    .map((line) => line.trim())
    .filter(Boolean)
    .join(" ");
  return `Database migration failed${migration ? ` (${migration})` : ""}: ${reason}`;
}
