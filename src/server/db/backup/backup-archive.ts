import { randomBytes } from "node:crypto";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import * as tar from "tar";
import { type BackupManifest, backupManifestSchema, MANIFEST_ENTRY } from "./backup-manifest.ts";
import type { BackupSource } from "./backup-source.ts";
import { appliedSchemaVersion } from "./database-tables.ts";

export class BackupError extends Error {
  override name = "BackupError";
}

/**
 * A working folder inside `parent` (beside the backup, so a full disk shows where it goes and the
 * final rename is atomic), removed however the work ends.
 */
export async function withStagingFolder<T>(parent: string, work: (dir: string) => Promise<T>): Promise<T> {
  const dir = path.join(parent, `.staging-${randomBytes(6).toString("hex")}`);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export interface WrittenBackup {
  file: string;
  bytes: number;
  manifest: BackupManifest;
}

/**
 * Writes one backup file: a tar archive of manifest.json (the database's kind and schema version)
 * and the database's own dump. It is written under a temporary name and renamed when complete,
 * so a file with the final name is always whole.
 */
export async function writeBackup(source: BackupSource, file: string, now: Date = new Date()): Promise<WrittenBackup> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const schemaVersion = await appliedSchemaVersion(source.query);
  if (!schemaVersion) throw new BackupError("This database has no applied migrations: it is not the hotel's database, or it was never started.");
  return withStagingFolder(path.dirname(file), async (dir) => {
    const dumped = await source.dump(dir);
    const manifest: BackupManifest = { format: "carlisle-hotel-backup", formatVersion: 1, database: source.kind, schemaVersion, createdAt: now.toISOString(), ...dumped };
    await writeFile(path.join(dir, MANIFEST_ENTRY), `${JSON.stringify(manifest, null, 2)}\n`);
    const partial = path.join(dir, "backup.tar");
    // The manifest first: a restore reads it before anything else.
    await tar.create({ file: partial, cwd: dir, portable: true, mode: 0o600 }, [MANIFEST_ENTRY, manifest.dumpEntry]);
    await rename(partial, file);
    return { file, bytes: (await stat(file)).size, manifest };
  });
}

/** Reads and checks the manifest of a backup file without unpacking the dump. */
export async function readBackupManifest(file: string): Promise<BackupManifest> {
  let text: string | undefined;
  await tar
    .list({
      file,
      strict: true,
      filter: (entry) => entry === MANIFEST_ENTRY,
      onReadEntry: (entry) => {
        const chunks: Buffer[] = [];
        entry.on("data", (chunk: Buffer) => chunks.push(chunk));
        entry.on("end", () => (text = Buffer.concat(chunks).toString("utf8")));
      },
    })
    .catch((error: unknown) => {
      throw new BackupError(`${file} is not a backup of the hotel's database (${(error as Error).message}).`);
    });
  const parsed = backupManifestSchema.safeParse(text === undefined ? undefined : JSON.parse(text));
  if (!parsed.success) throw new BackupError(`${file} is not a backup of the hotel's database (its manifest is missing or unreadable).`);
  return parsed.data;
}

/** Unpacks a backup's dump into the folder; only the two expected entries are read. */
export async function unpackBackup(file: string, intoDir: string): Promise<{ manifest: BackupManifest; dumpFile: string }> {
  const manifest = await readBackupManifest(file);
  await tar.extract({ file, cwd: intoDir, strict: true, filter: (entry) => entry === manifest.dumpEntry });
  const dumpFile = path.join(intoDir, manifest.dumpEntry);
  await stat(dumpFile).catch(() => {
    throw new BackupError(`${file} is incomplete: it has no ${manifest.dumpEntry}.`);
  });
  return { manifest, dumpFile };
}
