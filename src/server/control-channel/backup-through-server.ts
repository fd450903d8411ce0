import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rename, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { pipeline } from "node:stream/promises";
import { BackupError, readBackupManifest, type WrittenBackup } from "../db/backup/backup-archive.ts";
import { readControlChannelFile } from "./control-channel-file.ts";
import { BACKUP_PATH } from "./control-channel-server.ts";

/**
 * Asks the running server (process `serverPid`, the holder of the embedded database's lock) for a
 * backup and writes it to `file`. Undefined when that server offers no control channel (an older
 * version, or one still starting): the caller then refuses as before.
 */
export async function backupThroughServer(dataDir: string, serverPid: number, file: string): Promise<WrittenBackup | undefined> {
  const channel = await readControlChannelFile(dataDir);
  if (channel?.pid !== serverPid) return undefined;
  const response = await fetch(`${channel.url}${BACKUP_PATH}`, { method: "POST", headers: { authorization: `Bearer ${channel.token}` } }).catch(() => undefined);
  if (!response) return undefined;
  if (!response.ok || !response.body) throw new BackupError(`The running server could not make the backup: ${await response.text()}`);
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(4).toString("hex")}.partial`);
  try {
    await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), createWriteStream(partial, { mode: 0o600 }));
    const manifest = await readBackupManifest(partial);
    await rename(partial, file);
    return { file, bytes: (await stat(file)).size, manifest };
  } finally {
    await unlink(partial).catch(() => undefined);
  }
}
