/** One SQL statement's rows; PGlite's `query` and pg's `Client.query` both fit. */
export type SqlQuery = (sql: string) => Promise<Record<string, unknown>[]>;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The hotel's tables in the public schema, the migration log included, by name. */
export async function listTables(query: SqlQuery): Promise<string[]> {
  const rows = await query(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return rows.map((row) => String(row.name));
}

/** The tables that hold at least one row, the migration log left out (an empty database has one). */
export async function tablesWithRows(query: SqlQuery): Promise<string[]> {
  const tables = (await listTables(query)).filter((name) => name !== "_prisma_migrations");
  if (tables.length === 0) return [];
  const rows = await query(tables.map((name) => `SELECT '${name}' AS name WHERE EXISTS (SELECT 1 FROM ${quoted(name)})`).join(" UNION ALL "));
  return rows.map((row) => String(row.name));
}

/**
 * The schema version: the last migration applied (`_prisma_migrations`), or undefined when the
 * database has never been migrated.
 */
export async function appliedSchemaVersion(query: SqlQuery): Promise<string | undefined> {
  const tables = await listTables(query);
  if (!tables.includes("_prisma_migrations")) return undefined;
  const rows = await query(
    `SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name DESC LIMIT 1`,
  );
  return rows[0] ? String(rows[0].name) : undefined;
}

export { quoted as quotedIdentifier };
