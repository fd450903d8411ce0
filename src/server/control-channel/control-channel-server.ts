import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { createReadStream } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { withStagingFolder, writeBackup } from "../db/backup/backup-archive.ts";
import { backupsFolder } from "../db/backup/backup-files.ts";
import type { BackupSource } from "../db/backup/backup-source.ts";
import type { Logger } from "../services/core/logger.ts";
import { removeControlChannelFile, writeControlChannelFile } from "./control-channel-file.ts";

export const BACKUP_PATH = "/backup";

export interface ControlChannel {
  close(): Promise<void>;
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Lets `npm run db:backup` get a backup of the embedded database while the server holds it
 * (ADR 039). A listener of its own on 127.0.0.1 and a random port, apart from the site (so never
 * behind the reverse proxy, whatever HOST is), answering one call: POST /backup with the token
 * from DATA_DIR/server-control.json, streamed back as the backup file. One backup at a time.
 */
export async function openControlChannel(settings: { dataDir: string; source: BackupSource; log: Pick<Logger, "info" | "error"> }): Promise<ControlChannel> {
  const { dataDir, source, log } = settings;
  const token = randomBytes(32).toString("base64url");
  const expected = digest(`Bearer ${token}`);
  let backingUp = false;

  const answer = (res: ServerResponse, status: number, message: string) => {
    res.writeHead(status, { "content-type": "text/plain; charset=utf-8" }).end(message);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== "POST" || req.url !== BACKUP_PATH) return answer(res, 404, "Not found");
    if (!timingSafeEqual(digest(req.headers.authorization ?? ""), expected)) return answer(res, 401, "The control token is missing or wrong.");
    if (backingUp) return answer(res, 409, "A backup is being made already; try again in a moment.");
    backingUp = true;
    try {
      await withStagingFolder(backupsFolder(dataDir), async (dir) => {
        const written = await writeBackup(source, path.join(dir, "backup.tar"));
        res.writeHead(200, { "content-type": "application/x-tar", "content-length": String(written.bytes) });
        await pipeline(createReadStream(written.file), res);
        log.info({ channel: "control", bytes: written.bytes, schemaVersion: written.manifest.schemaVersion }, "backup made for npm run db:backup");
      });
    } finally {
      backingUp = false;
    }
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      const { code, message } = error as NodeJS.ErrnoException;
      log.error({ channel: "control", code, reason: message }, "a backup for npm run db:backup failed");
      if (!res.headersSent) answer(res, 500, `The server could not make the backup: ${code ?? message}`);
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen({ host: "127.0.0.1", port: 0 }, resolve);
  });
  const { port } = server.address() as AddressInfo;
  await writeControlChannelFile(dataDir, { pid: process.pid, url: `http://127.0.0.1:${port}`, token });
  return {
    async close() {
      await removeControlChannelFile(dataDir);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
