import { readFile, rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";

/**
 * How a command on this machine reaches the server that holds the embedded database (ADR 039):
 * its loopback address and a random token, in DATA_DIR/server-control.json, readable by the
 * server's own user only. Written once the channel listens, removed when the server stops.
 */
const controlChannelSchema = z.object({ pid: z.number().int(), url: z.url(), token: z.string().min(32) });
export type ControlChannelAddress = z.infer<typeof controlChannelSchema>;

function controlChannelFile(dataDir: string): string {
  return path.resolve(dataDir, "server-control.json");
}

export async function writeControlChannelFile(dataDir: string, address: ControlChannelAddress): Promise<void> {
  const file = controlChannelFile(dataDir);
  const draft = `${file}.${process.pid}.tmp`;
  await writeFile(draft, JSON.stringify(address), { mode: 0o600 });
  await rename(draft, file);
}

export async function readControlChannelFile(dataDir: string): Promise<ControlChannelAddress | undefined> {
  try {
    const parsed = controlChannelSchema.safeParse(JSON.parse(await readFile(controlChannelFile(dataDir), "utf8")));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Removes the file if it is still this process's (a newer server may have written its own). */
export async function removeControlChannelFile(dataDir: string, pid = process.pid): Promise<void> {
  const current = await readControlChannelFile(dataDir);
  if (current?.pid === pid) await unlink(controlChannelFile(dataDir)).catch(() => undefined);
}
