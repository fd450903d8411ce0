import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { configFor } from "../../../src/server/config.ts";
import { databaseLocation, type DatabaseLocation, openDatabase } from "../../../src/server/db/adapters.ts";
import { readBackupManifest, writeBackup } from "../../../src/server/db/backup/backup-archive.ts";
import type { BackupSource } from "../../../src/server/db/backup/backup-source.ts";
import { listTables, quotedIdentifier } from "../../../src/server/db/backup/database-tables.ts";
import { loadPgliteDump } from "../../../src/server/db/backup/pglite-backup.ts";
import { restoreBackup, RestoreRefusedError } from "../../../src/server/db/backup/restore-backup.ts";
import { connectDatabase } from "../../../src/server/db/connect.ts";
import { EmbeddedDatabaseInUseError } from "../../../src/server/db/embedded-database-lock.ts";
import { createPrismaClient, type PrismaClient } from "../../../src/server/db/prisma.ts";
import { seedEveryTable } from "../../factories/every-table.ts";
import { createTestDatabase } from "../helpers/test-database.ts";

// ADR 039: a backup restores. Every table is seeded, backed up, restored into a fresh
// database and compared row by row, on the run's database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL). The tables are read from the database, so a table added later is covered
// and, until the seed fills it, named as empty.

interface OpenSide {
  prisma: PrismaClient;
  close(): Promise<void>;
}

interface Sides {
  /** The seeded database, open as the server holds it, and how to back it up. */
  source: OpenSide & { backupSource: BackupSource };
  /** Where the backup goes: a database that does not exist yet or is empty. */
  fresh: { location: DatabaseLocation; dataDir: string };
  /** Opens the fresh database as the server would. */
  openFresh(): Promise<OpenSide>;
  cleanUp(): Promise<void>;
}

async function pgliteSides(dumpFile: string, folder: string): Promise<Sides> {
  const sourceDataDir = path.join(folder, "source");
  // The run's migrated template, as a data folder: the server then finds nothing to migrate.
  await (await loadPgliteDump(dumpFile, path.join(sourceDataDir, "pglite"))).close();
  const source = await connectDatabase(configFor({ DATA_DIR: sourceDataDir }));
  const freshDataDir = path.join(folder, "fresh");
  return {
    source,
    fresh: { location: databaseLocation(undefined, freshDataDir), dataDir: freshDataDir },
    openFresh: () => connectDatabase(configFor({ DATA_DIR: freshDataDir })),
    cleanUp: () => source.close(),
  };
}

async function postgresSides(serverUrl: string, folder: string): Promise<Sides> {
  const source = await createTestDatabase();
  const name = `hotel_restore_${crypto.randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    source: { prisma: source.prisma, close: () => source.destroy(), backupSource: (await openDatabase(databaseLocation(source.url, ""))).backupSource },
    fresh: { location: databaseLocation(url.toString(), ""), dataDir: path.join(folder, "data") },
    async openFresh() {
      const opened = await openDatabase(databaseLocation(url.toString(), ""));
      const prisma = createPrismaClient(opened.adapterFactory);
      return { prisma, close: () => prisma.$disconnect() };
    },
    async cleanUp() {
      await source.destroy();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** Every row of every table, each as its JSON text, sorted: two databases compare as equal values. */
async function everyRow(prisma: PrismaClient): Promise<Record<string, string[]>> {
  const query = (sql: string) => prisma.$queryRawUnsafe<Record<string, unknown>[]>(sql);
  const rows: Record<string, string[]> = {};
  for (const table of await listTables(query)) {
    const found = await query(`SELECT to_jsonb(t)::text AS row FROM ${quotedIdentifier(table)} t`);
    rows[table] = found.map((entry) => String(entry.row)).sort();
  }
  return rows;
}

const template = inject("templateDatabase");
const serverUrl = process.env.TEST_DATABASE_URL;

describe(`a backup of the ${template.kind === "postgres" ? "PostgreSQL" : "embedded"} database restores every row of every table`, () => {
  let folder: string;
  let sides: Sides;
  let seeded: Record<string, string[]>;
  let file: string;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), "hotel-backup-"));
    sides = template.kind === "postgres" && serverUrl ? await postgresSides(serverUrl, folder) : await pgliteSides(template.kind === "pglite" ? template.dumpFile : "", folder);
    await seedEveryTable(sides.source.prisma);
    seeded = await everyRow(sides.source.prisma);
    file = path.join(folder, "backups", "hotel-backup.tar");
  });

  afterAll(async () => {
    await (sides as Sides | undefined)?.cleanUp();
    await rm(folder, { recursive: true, force: true });
  });

  it("seeds every table, so the comparison proves something for each", () => {
    const empty = Object.entries(seeded).filter(([, rows]) => rows.length === 0).map(([table]) => table);
    expect(empty, "tables the seed leaves empty: add them to tests/factories/every-table.ts").toEqual([]);
    expect(Object.keys(seeded)).toContain("_prisma_migrations");
  });

  it("writes one file naming the database and its schema version, restores it into a fresh database, and every row is there", async () => {
    const written = await writeBackup(sides.source.backupSource, file);
    expect(await readBackupManifest(file)).toMatchObject({ database: template.kind, schemaVersion: expect.any(String) as string });
    expect(written.manifest.schemaVersion).toBe(
      (seeded._prisma_migrations ?? []).map((row) => (JSON.parse(row) as { migration_name: string }).migration_name).sort().at(-1),
    );

    const restored = await restoreBackup({ file, ...sides.fresh, force: false });
    expect(restored.appliedMigrations).toEqual([]);
    const fresh = await sides.openFresh();
    try {
      expect(await everyRow(fresh.prisma)).toEqual(seeded);
      // Open as a running server holds it, the database is not restored over.
      const refusal = await restoreBackup({ file, ...sides.fresh, force: true }).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(template.kind === "postgres" ? RestoreRefusedError : EmbeddedDatabaseInUseError);
      if (template.kind === "postgres") expect((refusal as Error).message).toMatch(/^The hotel's server is using this database .* Stop every instance of the server first/);
    } finally {
      await fresh.close();
    }
  });

  it("refuses to restore over a database that holds data unless forced, and changes nothing; forced, it saves that data first", async () => {
    const fresh = await sides.openFresh();
    await fresh.prisma.suppressionEntry.create({ data: { email: "added-after-restore@example.com", reason: "User requested unsubscribe" }, select: { id: true } });
    const before = await everyRow(fresh.prisma);
    await fresh.close();

    const refusal = await restoreBackup({ file, ...sides.fresh, force: false }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RestoreRefusedError);
    expect((refusal as Error).message).toMatch(/is not empty \(\d+ table\(s\) hold rows: .*suppression_entry.*\)\. Nothing was changed\. .*--force/);
    const untouched = await sides.openFresh();
    expect(await everyRow(untouched.prisma)).toEqual(before);
    await untouched.close();

    const forced = await restoreBackup({ file, ...sides.fresh, force: true });
    expect(forced.replacedDataBackup && existsSync(forced.replacedDataBackup)).toBe(true);
    const replaced = await sides.openFresh();
    expect(await everyRow(replaced.prisma)).toEqual(seeded);
    await replaced.close();
  });

  it("refuses a backup whose schema is newer than this code's migrations", async () => {
    const future = "99991231235959_from_a_later_version";
    const source = sides.source.backupSource;
    const newer: BackupSource = { ...source, query: async (sql) => (sql.includes("FROM _prisma_migrations") ? [{ name: future }] : source.query(sql)) };
    const newerFile = path.join(folder, "backups", "newer.tar");
    await writeBackup(newer, newerFile);
    const refusal = await restoreBackup({ file: newerFile, ...sides.fresh, force: true }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RestoreRefusedError);
    expect((refusal as Error).message).toContain(`This backup's schema (${future}) is newer than this version of the site knows`);
  });
});
