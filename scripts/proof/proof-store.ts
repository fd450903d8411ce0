import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { databaseLocation } from "../../src/server/db/adapters.ts";
import { lockEmbeddedDatabase } from "../../src/server/db/embedded-database-lock.ts";
import { createBenchDatabase } from "../bench/bench-database.ts";
import { findLocalCluster, type LocalCluster } from "./postgres-cluster.ts";

/** Reads the proof's figures with SQL ($1 parameters). */
export type ProofQuery = <R extends Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<R[]>;

/** Where the app under proof keeps its data: a fresh PostgreSQL database, or a fresh embedded one. */
export interface ProofStore {
  label: "PostgreSQL" | "PGlite";
  /** DATABASE_URL and DATA_DIR for the app. */
  appEnv: Record<string, string>;
  /**
   * Runs `read` on the data. PostgreSQL: at any time. The embedded database has one owner, so
   * only while the app is stopped (the folder's lock is taken for the read and released after).
   */
  read<T>(read: (query: ProofQuery) => Promise<T>): Promise<T>;
  /** The local PostgreSQL cluster the proof may stop; undefined for PGlite or a remote server. */
  cluster: LocalCluster | undefined;
  dispose(): Promise<void>;
}

export async function postgresStore(serverUrl: string): Promise<ProofStore> {
  const database = await createBenchDatabase(serverUrl);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "hotel-proof-pg-"));
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  // A connection cut by the database stop is reported here, not thrown at the process.
  pool.on("error", () => undefined);
  return {
    label: "PostgreSQL",
    appEnv: { DATABASE_URL: database.url, DATA_DIR: dataDir },
    read: (read) => read(async <R extends Record<string, unknown>>(sql: string, params?: unknown[]) => (await pool.query<R>(sql, params)).rows),
    cluster: await findLocalCluster(serverUrl),
    async dispose() {
      await pool.end();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function pgliteStore(): Promise<ProofStore> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "hotel-proof-pglite-"));
  const location = databaseLocation(undefined, dataDir);
  if (location.kind !== "pglite") throw new Error("expected the embedded database");
  return {
    label: "PGlite",
    appEnv: { DATA_DIR: dataDir },
    async read(read) {
      const lock = await lockEmbeddedDatabase(location.dir, "npm run proof (reading the figures)");
      const database = new PGlite(location.dir);
      try {
        await database.waitReady;
        return await read(async <R extends Record<string, unknown>>(sql: string, params?: unknown[]) => (await database.query<R>(sql, params)).rows);
      } finally {
        await database.close();
        await lock.release();
      }
    },
    cluster: undefined,
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}
