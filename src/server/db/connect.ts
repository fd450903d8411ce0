import type { Config } from "../config.ts";
import { databaseLocation, openDatabase } from "./adapters.ts";
import type { BackupSource } from "./backup/backup-source.ts";
import { applyMigrations } from "./migrate.ts";
import { createPrismaClient, type PrismaClient } from "./prisma.ts";

export interface Database {
  prisma: PrismaClient;
  kind: "postgres" | "pglite";
  appliedMigrations: string[];
  backupSource: BackupSource;
  close(): Promise<void>;
}

/**
 * Opens the configured database, brings its schema up to date and returns a Prisma client.
 * A migration failure closes what was opened and rethrows: the server never half-starts.
 */
export async function connectDatabase(config: Pick<Config, "DATABASE_URL" | "DATA_DIR">): Promise<Database> {
  const opened = await openDatabase(databaseLocation(config.DATABASE_URL, config.DATA_DIR));
  let appliedMigrations: string[];
  try {
    appliedMigrations = await applyMigrations(opened);
  } catch (error) {
    await opened.close();
    throw error;
  }
  const prisma = createPrismaClient(opened.adapterFactory);
  return {
    prisma,
    kind: opened.location.kind,
    appliedMigrations,
    backupSource: opened.backupSource,
    async close() {
      await prisma.$disconnect();
      await opened.close();
    },
  };
}
