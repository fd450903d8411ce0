import { createHash } from "node:crypto";
import { mkdtemp, mkdir, readFile, writeFile, cp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../../src/server/db/adapters.ts";
import { applyMigrations, MigrationError } from "../../../src/server/db/migrate.ts";
import { Prisma } from "../../../src/server/db/prisma.ts";
import { MIGRATIONS_DIR } from "../../../src/server/db/migrations-folder.ts";
import { SCHEMA_PATH } from "../../../src/server/db/schema-engine.ts";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database.ts";

describe("migrations on an empty database", () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.destroy());

  it("creates a table for every model of schema.prisma", async () => {
    const rows = await db.prisma.$queryRaw<{ tablename: string }[]>`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`;
    const tables = new Set(rows.map((r) => r.tablename));
    const schema = await readFile(SCHEMA_PATH, "utf8");
    const modelTables = Object.values(Prisma.ModelName).map((model) => {
      const body = new RegExp(`^model ${model} \\{([\\s\\S]*?)^\\}`, "m").exec(schema)?.[1] ?? "";
      return /@@map\("([^"]+)"\)/.exec(body)?.[1] ?? model;
    });
    expect(modelTables.length).toBeGreaterThan(0);
    for (const table of modelTables) expect(tables, `table ${table}`).toContain(table);
  });

  it("records each migration with the checksum `prisma migrate deploy` writes (SHA-256 of migration.sql)", async () => {
    const applied = await db.prisma.$queryRaw<{ migration_name: string; checksum: string; finished_at: Date | null }[]>`
      SELECT migration_name, checksum, finished_at FROM _prisma_migrations ORDER BY migration_name`;
    expect(applied.length).toBeGreaterThan(0);
    for (const row of applied) {
      const sql = await readFile(path.join(MIGRATIONS_DIR, row.migration_name, "migration.sql"));
      expect(row.checksum).toBe(createHash("sha256").update(sql).digest("hex"));
      expect(row.finished_at).not.toBeNull();
    }
  });
});

describe("applying migrations", () => {
  it("applies nothing the second time", async () => {
    const database = await openDatabase({ kind: "pglite", dir: "memory://" });
    try {
      expect((await applyMigrations(database)).length).toBeGreaterThan(0);
      expect(await applyMigrations(database)).toEqual([]);
    } finally {
      await database.close();
    }
    // Two migrations of a fresh embedded database: ~10 s on an idle 2-core machine.
  }, 180_000);

  it("stops with a readable MigrationError when a migration fails, and records no success", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "hotel-migrations-"));
    await cp(MIGRATIONS_DIR, dir, { recursive: true });
    await mkdir(path.join(dir, "29991231000000_broken"));
    await writeFile(path.join(dir, "29991231000000_broken", "migration.sql"), "ALTER TABLE no_such_table ADD COLUMN x INT;\n");
    const database = await openDatabase({ kind: "pglite", dir: "memory://" });
    try {
      const failure = applyMigrations(database, dir);
      await expect(failure).rejects.toBeInstanceOf(MigrationError);
      await expect(failure).rejects.toThrow("Database migration failed (29991231000000_broken): No such table: no_such_table");
    } finally {
      await database.close();
    }
  }, 180_000);
});
