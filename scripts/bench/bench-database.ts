import pg from "pg";

export interface BenchDatabase {
  url: string;
  /** Mail still waiting in the outbox (the bench lets it drain between targets). */
  pendingMail(): Promise<number>;
  drop(): Promise<void>;
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the given PostgreSQL server (the app migrates it when it starts). */
export async function createBenchDatabase(serverUrl: string): Promise<BenchDatabase> {
  const name = `hotel_bench_${Date.now().toString(36)}_${process.pid}`;
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const reader = new pg.Pool({ connectionString: url.toString(), max: 1 });
  return {
    url: url.toString(),
    async pendingMail() {
      const result = await reader.query<{ count: string }>(`SELECT count(*)::text AS count FROM "outbox_message" WHERE "status" = 'pending'`);
      return Number(result.rows[0]?.count ?? 0);
    },
    async drop() {
      await reader.end();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
