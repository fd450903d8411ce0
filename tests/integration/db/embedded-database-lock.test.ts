import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { EmbeddedDatabaseInUseError, lockEmbeddedDatabase, lockFileOf } from "../../../src/server/db/embedded-database-lock.ts";

// ADR 032: one process owns the embedded database. Two PGlite processes on one folder each
// keep their own copy and lose each other's writes (an account made by `npm run admin:create`
// beside `npm start` was there after one restart and gone after another).

const folders: string[] = [];

async function dataFolder(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "hotel-lock-"));
  folders.push(dir);
  return dir;
}

const children: ChildProcess[] = [];

afterEach(async () => {
  for (const child of children.splice(0)) child.kill();
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Starts `sh -c script` and returns the first line it prints. */
async function startShell(script: string): Promise<string> {
  const child = spawn("sh", ["-c", script]);
  children.push(child);
  return new Promise((resolve) => child.stdout.once("data", (chunk: Buffer) => resolve(chunk.toString().trim())));
}

/** A live program that is not a server (a daemon that got the old server's id after a reboot). */
async function otherProgram(): Promise<number> {
  return Number(await startShell("echo $$; exec sleep 30"));
}

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks after boot. */
async function startTicksOf(pid: number): Promise<string> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? "";
}

async function bootId(): Promise<string> {
  return (await readFile("/proc/sys/kernel/random/boot_id", "utf8")).trim();
}

/** Writes a lock naming `pid`, as a server on this host would have, with the given fields. */
async function writeLock(dir: string, pid: number, fields: Record<string, string> = {}): Promise<void> {
  await writeFile(lockFileOf(dir), JSON.stringify({ pid, host: os.hostname(), command: "the server", since: "2026-11-26T03:00:00.000Z", ...fields }));
}

async function takesOver(dir: string): Promise<boolean> {
  try {
    await (await lockEmbeddedDatabase(dir)).release();
    return true;
  } catch (error) {
    if (error instanceof EmbeddedDatabaseInUseError) return false;
    throw error;
  }
}

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
    await writeLock(dir, await goneProcessId());
    const lock = await lockEmbeddedDatabase(dir);
    expect(JSON.parse(await readFile(lockFileOf(dir), "utf8"))).toMatchObject({ pid: process.pid });
    await lock.release();
  });
});

// ADR 055: after a power cut and a reboot, the old server's process id may belong to another
// program, or the server may linger as a zombie; neither holds the folder.
describe.runIf(process.platform === "linux")("the embedded database's lock after a reboot", () => {
  it("records this boot and this process's start, and refuses a holder only while both still match", async () => {
    const dir = path.join(await dataFolder(), "pglite");
    const lock = await lockEmbeddedDatabase(dir);
    expect(JSON.parse(await readFile(lockFileOf(dir), "utf8"))).toMatchObject({ bootId: await bootId(), startTicks: await startTicksOf(process.pid) });
    await lock.release();

    const pid = await otherProgram();
    await writeLock(dir, pid, { bootId: await bootId(), startTicks: await startTicksOf(pid) });
    expect(await takesOver(dir)).toBe(false);
    await writeLock(dir, pid, { bootId: await bootId(), startTicks: "1" });
    expect(await takesOver(dir)).toBe(true);
  });

  it("takes over a lock taken in an earlier boot, though its process id now runs another program", async () => {
    const dir = path.join(await dataFolder(), "pglite");
    const pid = await otherProgram();
    await writeLock(dir, pid, { bootId: "6f1c2a9e-0000-4000-8000-000000000000", startTicks: await startTicksOf(pid) });
    expect(await takesOver(dir)).toBe(true);
  });

  it("takes over a lock whose process is a zombie, in the lock format from before", async () => {
    const dir = path.join(await dataFolder(), "pglite");
    // The shell's child exits, and the program the shell became never reaps it.
    const zombie = Number(await startShell("sleep 0 & echo $!; exec sleep 30"));
    await expect.poll(async () => (await readFile(`/proc/${zombie}/stat`, "utf8")).split(") ")[1]?.[0]).toBe("Z");
    await writeLock(dir, zombie);
    expect(await takesOver(dir)).toBe(true);
  });
});
