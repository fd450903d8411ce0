import { mkdtemp, writeFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { pgliteAdapterFactory } from "../../src/server/db/pglite-adapter.ts";
import { applyMigrations } from "../../src/server/db/migrate.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated database to copy per test file: a PostgreSQL database name, or a PGlite dump file. */
    templateDatabase: ProvidedTemplate;
  }
}

/**
 * Migrating an empty database takes seconds, so it happens once per run: each test file then
 * starts from a copy (CREATE DATABASE … TEMPLATE on PostgreSQL, a data-dir dump on PGlite).
 */
type TemplateDatabase = { provided: ProvidedTemplate; remove: () => Promise<void> };
type ProvidedTemplate = { kind: "postgres"; name: string } | { kind: "pglite"; dumpFile: string };

/**
 * Both integration projects (vitest.config.ts) share one template: the first project's set-up
 * makes it, the last one's tear-down removes it (the schema engine runs one migration at a time).
 */
const shared = globalThis as typeof globalThis & { integrationTemplate?: { made: Promise<TemplateDatabase>; users: number } };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  shared.integrationTemplate ??= { made: makeTemplate(), users: 0 };
  const template = shared.integrationTemplate;
  template.users += 1;
  const { provided, remove } = await template.made;
  project.provide("templateDatabase", provided);
  return async () => {
    template.users -= 1;
    if (template.users > 0) return;
    shared.integrationTemplate = undefined;
    await remove();
  };
}

async function makeTemplate(): Promise<TemplateDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `hotel_test_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const { migrationAdapterForPostgres } = await import("../../src/server/db/migration-adapter-pg.ts");
    await applyMigrations({ location: { kind: "postgres", url: url.toString() }, adapterFactory: migrationAdapterForPostgres(url.toString()) });
    return {
      provided: { kind: "postgres", name },
      remove: async () => {
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const client = new PGlite();
  await applyMigrations({ location: { kind: "pglite", dir: "memory://" }, adapterFactory: pgliteAdapterFactory(client) });
  const dir = await mkdtemp(path.join(os.tmpdir(), "hotel-test-template-"));
  const dumpFile = path.join(dir, "pgdata.tar.gz");
  await writeFile(dumpFile, Buffer.from(await (await client.dumpDataDir("gzip")).arrayBuffer()));
  await client.close();
  return { provided: { kind: "pglite", dumpFile }, remove: () => rm(dir, { recursive: true, force: true }) };
}
