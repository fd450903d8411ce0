import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import type { OpenDatabase } from "./adapters.ts";
import { migrationAdapterForPostgres } from "./migration-adapter-pg.ts";
import { readMigrationsFolder } from "./migrations-folder.ts";
import { openSchemaEngine } from "./schema-engine.ts";

export class MigrationError extends Error {
  override name = "MigrationError";
}

function migrationAdapter(database: OpenDatabase): SqlMigrationAwareDriverAdapterFactory {
  return database.location.kind === "postgres"
    ? migrationAdapterForPostgres(database.location.url)
    : database.adapterFactory;
}

/**
 * Applies every unapplied migration of prisma/migrations, writing the same `_prisma_migrations`
 * rows (and checksums) as `prisma migrate deploy`. Returns the names it applied.
 */
export async function applyMigrations(database: OpenDatabase, migrationsDir?: string): Promise<string[]> {
  const migrationsList = await readMigrationsFolder(migrationsDir);
  let engine;
  try {
    engine = await openSchemaEngine(migrationAdapter(database));
    const { appliedMigrationNames } = await engine.applyMigrations({
      migrationsList,
      filters: { externalTables: [], externalEnums: [] },
    });
    return appliedMigrationNames;
  } catch (error) {
    throw new MigrationError(`Database migration failed: ${describeEngineError(error)}`, { cause: error });
  } finally {
    engine?.free();
  }
}

export function describeEngineError(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === "object" && error !== null && "message" in error) return String(error.message);
  return String(error);
}
