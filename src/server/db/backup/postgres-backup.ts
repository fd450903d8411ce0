import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import type { BackupSource } from "./backup-source.ts";
import type { SqlQuery } from "./database-tables.ts";

const run = promisify(execFile);
const DUMP_ENTRY = "postgres.dump";

/** The hotel server's connections carry this name, so a restore can see an instance still running. */
export const SERVER_APPLICATION_NAME = "carlisle-hotel";

/** Settings of the connection URL that are Prisma's, not libpq's: pg_dump would refuse them. */
const PRISMA_ONLY_PARAMETERS = ["schema", "connection_limit", "pool_timeout", "pgbouncer", "statement_cache_size", "socket_timeout"];

/**
 * pg_dump and pg_restore reach the database named by DATABASE_URL. The password goes in the
 * environment (PGPASSWORD), not on the command line, where any user of the machine could read it.
 */
function libpqConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  for (const name of PRISMA_ONLY_PARAMETERS) parsed.searchParams.delete(name);
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

export class PostgresToolError extends Error {
  override name = "PostgresToolError";
}

/** Runs pg_dump or pg_restore; a failure becomes one readable line with the tool's own words. */
export async function runPostgresTool(tool: "pg_dump" | "pg_restore", args: string[], url: string): Promise<string> {
  const { dbname, env } = libpqConnection(url);
  try {
    const { stdout } = await run(tool, [...args, `--dbname=${dbname}`], { env, maxBuffer: 16 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === "ENOENT") {
      throw new PostgresToolError(`${tool} was not found: install PostgreSQL's client programs (on Debian: apt install postgresql-client) in the server's major version or newer.`);
    }
    const said = (failure.stderr ?? failure.message).split("\n").map((line) => line.trim()).filter(Boolean).join(" ");
    throw new PostgresToolError(`${tool} failed: ${said}`);
  }
}

async function toolVersion(tool: "pg_dump" | "pg_restore"): Promise<string> {
  const { stdout } = await run(tool, ["--version"]);
  return stdout.trim();
}

/** Runs one statement at a time on a connection of its own. */
export async function withPostgres<T>(url: string, work: (query: SqlQuery) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: `${SERVER_APPLICATION_NAME} command` });
  await client.connect();
  try {
    return await work(async (sql) => (await client.query<Record<string, unknown>>(sql)).rows);
  } finally {
    await client.end();
  }
}

/** PostgreSQL through Debian's pg_dump, in its custom format (compressed, read by pg_restore). */
export function postgresBackupSource(url: string): BackupSource {
  return {
    kind: "postgres",
    query: (sql) => withPostgres(url, (query) => query(sql)),
    async dump(intoDir) {
      await runPostgresTool("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${path.join(intoDir, DUMP_ENTRY)}`], url);
      return { dumpEntry: DUMP_ENTRY, dumpTool: await toolVersion("pg_dump") };
    },
  };
}
