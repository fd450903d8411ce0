import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { pgliteAdapterFactory } from "./pglite-adapter.ts";

/** Where the data lives: a PostgreSQL server, or the embedded PGlite folder under DATA_DIR. */
export type DatabaseLocation = { kind: "postgres"; url: string } | { kind: "pglite"; dir: string };

export interface OpenDatabase {
  location: DatabaseLocation;
  adapterFactory: SqlMigrationAwareDriverAdapterFactory;
  close(): Promise<void>;
}

export function databaseLocation(databaseUrl: string | undefined, dataDir: string): DatabaseLocation {
  return databaseUrl
    ? { kind: "postgres", url: databaseUrl }
    : { kind: "pglite", dir: path.resolve(dataDir, "pglite") };
}

export async function openDatabase(location: DatabaseLocation): Promise<OpenDatabase> {
  if (location.kind === "postgres") {
    const factory = new PrismaPg({ connectionString: location.url, max: 10 });
    // PrismaPg opens and closes its own pool per connect(); PrismaClient.$disconnect closes it.
    return { location, adapterFactory: factory, close: async () => undefined };
  }
  // "memory://" keeps the embedded database in memory (tests); any other value is a folder.
  if (!location.dir.startsWith("memory://")) await mkdir(location.dir, { recursive: true });
  const pglite = new PGlite(location.dir);
  await pglite.waitReady;
  return {
    location,
    adapterFactory: pgliteAdapterFactory(pglite),
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}
