import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { BackupSource } from "./backup-source.ts";

const DUMP_ENTRY = "pglite-data.tar.gz";

/**
 * The embedded database through PGlite's own `dumpDataDir`: its data folder as a gzipped tarball,
 * taken between two statements (PGlite runs one at a time), so it is what a power cut at that
 * moment would leave, which PostgreSQL's recovery makes whole on load (ADR 039).
 */
export function pgliteBackupSource(client: PGlite): BackupSource {
  return {
    kind: "pglite",
    query: async (sql) => (await client.query<Record<string, unknown>>(sql)).rows,
    async dump(intoDir) {
      // A checkpoint first writes every change into the data files: the restored copy starts
      // without replaying the log.
      await client.exec("CHECKPOINT");
      const tarball = await client.dumpDataDir("gzip");
      await writeFile(path.join(intoDir, DUMP_ENTRY), Buffer.from(await tarball.arrayBuffer()));
      // The data folder is PostgreSQL's own format: it loads into a PGlite of the same major version.
      const version = (await client.query<{ server_version: string }>("SHOW server_version")).rows[0]?.server_version ?? "unknown";
      return { dumpEntry: DUMP_ENTRY, dumpTool: `PGlite (PostgreSQL ${version}) dumpDataDir` };
    },
  };
}

/** Opens PGlite on a new data folder made from a dump written by pgliteBackupSource. */
export async function loadPgliteDump(dumpFile: string, intoDir: string): Promise<PGlite> {
  await mkdir(path.dirname(intoDir), { recursive: true });
  const client = new PGlite(intoDir, { loadDataDir: new Blob([await readFile(dumpFile)]) });
  await client.waitReady;
  return client;
}
