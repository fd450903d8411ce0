import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { MigrationList } from "@prisma/schema-engine-wasm";

export const MIGRATIONS_DIR = path.resolve("prisma/migrations");

/** Reads prisma/migrations the way the Prisma CLI does, for the schema engine. */
export async function readMigrationsFolder(baseDir = MIGRATIONS_DIR): Promise<MigrationList> {
  const entries = await readdir(baseDir, { withFileTypes: true }).catch(() => []);
  const names = entries.filter((e) => e.isDirectory()).map((e) => e.name).sort();
  const migrationDirectories = await Promise.all(
    names.map(async (name) => {
      const content = await readFile(path.join(baseDir, name, "migration.sql"), "utf8").then(
        (sql) => ({ tag: "ok" as const, value: sql }),
        (error: Error) => ({ tag: "error" as const, value: error.message }),
      );
      return { path: name, migrationFile: { path: "migration.sql", content } };
    }),
  );
  const lockContent = await readFile(path.join(baseDir, "migration_lock.toml"), "utf8").catch(() => null);
  return {
    baseDir,
    lockfile: { path: "migration_lock.toml", content: lockContent },
    shadowDbInitScript: "",
    migrationDirectories,
  };
}
