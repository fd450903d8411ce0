import type { BackupDatabaseKind, BackupManifest } from "./backup-manifest.ts";
import type { SqlQuery } from "./database-tables.ts";

/** A database a backup can be made of: the embedded one held by this process, or PostgreSQL. */
export interface BackupSource {
  kind: BackupDatabaseKind;
  query: SqlQuery;
  /** Writes the database's dump into the folder; returns the entry's name and the tool that wrote it. */
  dump: (intoDir: string) => Promise<Pick<BackupManifest, "dumpEntry" | "dumpTool">>;
}
