import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { EmbeddedDatabaseInUseError, lockEmbeddedDatabase, lockFileOf } from "../../../src/server/db/embedded-database-lock.ts";

// Issue 26 item 0: one process owns the embedded database. Two PGlite processes on one folder each
// keep their own copy and lose each other's writes (an account made by `npm run admin:create`
// beside `npm start` was there after one restart and gone after another).

const folders: string[] = [];

async function dataFolder(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "hotel-lock-"));
  folders.push(dir);
  return dir;
}

afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A process id that no process has: one that has just exited. */
async function goneProcessId(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""]);
  await new Promise((resolve) => child.once("exit", resolve));
  return child.pid ?? 0;
}

describe("the embedded database's lock, in one process", () => {
  it("refuses a second opener naming the first, and frees the folder on release", async () => {
    const dir = path.join(await dataFolder(), "pglite");
    const first = await lockEmbeddedDatabase(dir, "the server");
    const refusal = await lockEmbeddedDatabase(dir).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(EmbeddedDatabaseInUseError);
    expect((refusal as Error).message).toContain(`is open in another process: the server (process ${process.pid},`);
    await first.release();
    expect(existsSync(lockFileOf(dir))).toBe(false);
    await (await lockEmbeddedDatabase(dir)).release();
  });

  it("takes over a lock left by a process that no longer runs", async () => {
    const dir = path.join(await dataFolder(), "pglite");
    await writeFile(lockFileOf(dir), JSON.stringify({ pid: await goneProcessId(), host: os.hostname(), command: "the server", since: "2026-11-26T03:00:00.000Z" }));
    const lock = await lockEmbeddedDatabase(dir);
    expect(JSON.parse(await readFile(lockFileOf(dir), "utf8"))).toMatchObject({ pid: process.pid });
    await lock.release();
  });
});
