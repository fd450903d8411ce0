import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import pg from "pg";
import { inject } from "vitest";
import { databaseLocation, openDatabase } from "../../../src/server/db/adapters.ts";
import { pgliteAdapterFactory } from "../../../src/server/db/pglite-adapter.ts";
import { createPrismaClient, type PrismaClient } from "../../../src/server/db/prisma.ts";

export interface TestDatabase {
  prisma: PrismaClient;
  /** The PostgreSQL URL of this database (undefined on PGlite). */
  url: string | undefined;
  /** Empties every table (between tests), keeping the migrated schema. */
  truncate(): Promise<void>;
  destroy(): Promise<void>;
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * A migrated database of its own for one test file, copied from the run's template (see
 * tests/setup/template-database.ts): a new database on TEST_DATABASE_URL's server, else an
 * in-memory PGlite.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = inject("templateDatabase");
  const serverUrl = process.env.TEST_DATABASE_URL;
  let adapterFactory: SqlMigrationAwareDriverAdapterFactory;
  let url: string | undefined;
  let release: () => Promise<void>;

  if (template.kind === "postgres" && serverUrl) {
    const name = `hotel_test_${crypto.randomUUID().replaceAll("-", "").slice(0, 16)}`;
    await onServer(serverUrl, `CREATE DATABASE "${name}" TEMPLATE "${template.name}"`);
    const next = new URL(serverUrl);
    next.pathname = `/${name}`;
    url = next.toString();
    const opened = await openDatabase(databaseLocation(url, ""));
    adapterFactory = opened.adapterFactory;
    release = () => onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } else if (template.kind === "pglite") {
    const client = new PGlite({ loadDataDir: new Blob([await readFile(template.dumpFile)]) });
    await client.waitReady;
    adapterFactory = pgliteAdapterFactory(client);
    release = () => client.close();
  } else {
    throw new Error("The template database does not match TEST_DATABASE_URL");
  }

  const prisma = createPrismaClient(adapterFactory);
  return {
    prisma,
    url,
    async truncate() {
      const tables = await prisma.$queryRaw<{ tablename: string }[]>`
        SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`;
      if (tables.length) {
        await prisma.$executeRawUnsafe(`TRUNCATE ${tables.map((t: { tablename: string }) => `"${t.tablename}"`).join(", ")} CASCADE`);
      }
    },
    async destroy() {
      await prisma.$disconnect();
      await release();
    },
  };
}
