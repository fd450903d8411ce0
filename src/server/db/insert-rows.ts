import { Prisma, type PrismaClient } from "./prisma.ts";

/**
 * Hand-built INSERTs for the busiest public writes (an enquiry with its e-mails), sent as ONE
 * statement: PostgreSQL runs a single statement atomically, so the rows commit together without
 * a transaction's extra round trips. Measured on the enquiry path, Prisma's batch transaction
 * with createMany cost about five times the CPU (see ADR 005). Column names and types are written
 * here, so the integration tests that read the rows back through Prisma are what keeps them true.
 */
export interface RowsInsert {
  table: string;
  /** Each column with the type its values are cast to, by its pg_type name: uuid, text, bool, int4, date, timestamptz, jsonb, an enum. */
  columns: readonly (readonly [column: string, type: string])[];
  /** Values in column order; null for SQL NULL. */
  rows: readonly (readonly unknown[])[];
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

function identifier(name: string): Prisma.Sql {
  if (!IDENTIFIER.test(name)) throw new Error(`Not a plain SQL identifier: ${name}`);
  return Prisma.raw(`"${name}"`);
}

function columnList(insert: RowsInsert): Prisma.Sql {
  return Prisma.join(insert.columns.map(([column]) => identifier(column)));
}

function valuesList(insert: RowsInsert): Prisma.Sql {
  return Prisma.join(
    insert.rows.map((row) => {
      if (row.length !== insert.columns.length) throw new Error(`${insert.table}: ${row.length} values for ${insert.columns.length} columns`);
      const cells = insert.columns.map(([, type], index) => Prisma.sql`CAST(${row[index] ?? null} AS ${identifier(type)})`);
      return Prisma.sql`(${Prisma.join(cells)})`;
    }),
  );
}

/** Inserts every row of `inserts` in one statement. */
export async function insertRows(prisma: Pick<PrismaClient, "$executeRaw">, inserts: readonly RowsInsert[]): Promise<void> {
  const steps = inserts.map(
    (insert, index) =>
      Prisma.sql`${identifier(`w${index}`)} AS (INSERT INTO ${identifier(insert.table)} (${columnList(insert)}) VALUES ${valuesList(insert)} RETURNING 1)`,
  );
  await prisma.$executeRaw`WITH ${Prisma.join(steps)} SELECT 1`;
}

/**
 * Inserts the `guard` row (say, an idempotency key) with ON CONFLICT DO NOTHING and, only if it
 * went in, every row of `inserts`, all in one statement. Resolves with whether anything was
 * written. A concurrent statement inserting the same guard waits for this one to commit.
 */
export async function insertRowsOnce(
  prisma: Pick<PrismaClient, "$queryRaw">,
  guard: RowsInsert,
  inserts: readonly RowsInsert[],
): Promise<boolean> {
  const steps = inserts.map(
    (insert, index) =>
      Prisma.sql`${identifier(`w${index}`)} AS (INSERT INTO ${identifier(insert.table)} (${columnList(insert)}) SELECT * FROM (VALUES ${valuesList(insert)}) AS "v" WHERE EXISTS (SELECT 1 FROM "guard") RETURNING 1)`,
  );
  const rows = await prisma.$queryRaw<{ written: number }[]>`
    WITH "guard" AS (INSERT INTO ${identifier(guard.table)} (${columnList(guard)}) VALUES ${valuesList(guard)} ON CONFLICT DO NOTHING RETURNING 1),
    ${Prisma.join(steps)}
    SELECT CAST(count(*) AS integer) AS "written" FROM "guard"`;
  return Number(rows[0]?.written ?? 0) > 0;
}
