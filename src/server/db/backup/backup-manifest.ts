import { z } from "zod";

/** Which database a backup came from; it restores into the same kind. */
const BACKUP_DATABASE_KINDS = ["pglite", "postgres"] as const;
export type BackupDatabaseKind = (typeof BACKUP_DATABASE_KINDS)[number];

export const MANIFEST_ENTRY = "manifest.json";

/**
 * The first entry of every backup archive: what it holds, so a restore can judge a file before it
 * touches anything (ADR 039).
 */
export const backupManifestSchema = z.object({
  format: z.literal("carlisle-hotel-backup"),
  formatVersion: z.literal(1),
  database: z.enum(BACKUP_DATABASE_KINDS),
  /** The last migration applied to the database when it was dumped (`_prisma_migrations`). */
  schemaVersion: z.string().min(1),
  createdAt: z.iso.datetime(),
  /** The archive's other entry: PGlite's data folder (`dumpDataDir`) or pg_dump's custom format. */
  dumpEntry: z.enum(["pglite-data.tar.gz", "postgres.dump"]),
  /** The tool and version that wrote the dump ("PGlite 0.5.16", "pg_dump (PostgreSQL) 15.20"). */
  dumpTool: z.string(),
});

export type BackupManifest = z.infer<typeof backupManifestSchema>;
