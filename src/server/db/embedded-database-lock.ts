import { readFileSync } from "node:fs";
import { link, readFile, unlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

/**
 * One process at a time opens the embedded database: two PGlite instances on one folder each keep
 * their own copy in memory and lose each other's writes. Whoever opens the folder (the server, or
 * a command such as `npm run admin:create`) first takes `DATA_DIR/pglite.lock`, which names it;
 * anyone else is refused at once, before touching the data, with who holds it and what to do.
 * A lock left by a process that no longer runs (a server killed with SIGKILL, a power cut) is
 * taken over, also when its process id has since gone to another program (ADR 055).
 */

interface LockHolder {
  pid: number;
  host: string;
  command: string;
  since: string;
  /** Linux only: the boot the lock was taken in, and when its process started (ADR 055). */
  bootId?: string;
  startTicks?: string;
}

export interface EmbeddedDatabaseLock {
  release(): Promise<void>;
}

export class EmbeddedDatabaseInUseError extends Error {
  constructor(
    readonly holder: LockHolder,
    readonly lockFile: string,
  ) {
    super(
      `The embedded database in ${path.dirname(lockFile)} is open in another process: ${holder.command} (process ${holder.pid}, running since ${holder.since}). ` +
        "Only one process may open it at a time, or writes would be lost. Stop that process first (Ctrl+C in its terminal), run this again, then start the server again. " +
        `If no such process runs, remove ${lockFile}.`,
    );
    this.name = "EmbeddedDatabaseInUseError";
  }
}

/** What this process is, in words a person recognises in the refusal. */
function describeThisProcess(): string {
  const script = process.env.npm_lifecycle_event;
  const entry = process.argv[1] ? path.relative(process.cwd(), process.argv[1]) : "node";
  const command = script === "start" ? "npm start" : script ? `npm run ${script}` : `node ${entry}`;
  return /server[\\/]main\.[jt]s$/.test(entry) || script === "start" ? `the server ("${command}")` : `"${command}"`;
}

export function lockFileOf(databaseDir: string): string {
  return `${databaseDir}.lock`;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readProcFile(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

/** This boot of the machine, where the system says it (Linux). */
function currentBootId(): string | undefined {
  return readProcFile("/proc/sys/kernel/random/boot_id")?.trim();
}

/**
 * A process's state letter and start time (clock ticks after boot: fields 3 and 22 of
 * /proc/<pid>/stat), or "gone" when it has no entry there; undefined without /proc.
 */
function processStat(pid: number | "self"): { state: string; startTicks: string } | "gone" | undefined {
  if (readProcFile("/proc/self/stat") === undefined) return undefined;
  const stat = readProcFile(`/proc/${pid}/stat`);
  if (stat === undefined) return "gone";
  // The command name (field 2) is in parentheses and may hold spaces: count after its last ")".
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { state: fields[0] ?? "", startTicks: fields[19] ?? "" };
}

/**
 * Whether the process that wrote the lock still runs. Where /proc tells, a lock from an earlier
 * boot, a zombie and a process started at another time than the holder (its id reused) are gone;
 * elsewhere, and for a lock without these fields, any process with the id counts.
 */
function holderRuns(holder: LockHolder): boolean {
  const bootId = currentBootId();
  if (holder.bootId !== undefined && bootId !== undefined && holder.bootId !== bootId) return false;
  const stat = processStat(holder.pid);
  if (stat === undefined) return isRunning(holder.pid);
  if (stat === "gone" || stat.state === "Z" || stat.state === "X") return false;
  return holder.startTicks === undefined || holder.startTicks === stat.startTicks;
}

async function readHolder(lockFile: string): Promise<LockHolder | undefined> {
  try {
    const holder = JSON.parse(await readFile(lockFile, "utf8")) as Partial<LockHolder>;
    return typeof holder.pid === "number" && typeof holder.host === "string" ? (holder as LockHolder) : undefined;
  } catch {
    return undefined;
  }
}

/** Lock files this process holds now (a second open of the same folder in one process is refused too). */
const heldHere = new Set<string>();

/**
 * A holder still there: a running process on this machine. A holder with this process's own id
 * that this process does not hold was an earlier run that got the same id (a container's pid 1).
 */
function stillHolds(holder: LockHolder | undefined, lockFile: string): holder is LockHolder {
  if (holder === undefined || holder.host !== os.hostname()) return false;
  if (holder.pid === process.pid) return heldHere.has(lockFile);
  return holderRuns(holder);
}

/** Creates the lock file with its content in one step (a hard link fails if the name exists). */
async function createLockFile(lockFile: string, holder: LockHolder): Promise<boolean> {
  const draft = `${lockFile}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(draft, JSON.stringify(holder), { mode: 0o600 });
  try {
    await link(draft, lockFile);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    await unlink(draft).catch(() => undefined);
  }
}

/** Takes the folder's lock, or throws EmbeddedDatabaseInUseError naming the process that has it. */
export async function lockEmbeddedDatabase(databaseDir: string, command = describeThisProcess()): Promise<EmbeddedDatabaseLock> {
  const lockFile = lockFileOf(databaseDir);
  const self = processStat("self");
  const mine: LockHolder = {
    pid: process.pid,
    host: os.hostname(),
    command,
    since: new Date().toISOString(),
    bootId: currentBootId(),
    startTicks: typeof self === "object" ? self.startTicks : undefined,
  };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (await createLockFile(lockFile, mine)) {
      heldHere.add(lockFile);
      return {
        async release() {
          heldHere.delete(lockFile);
          const holder = await readHolder(lockFile);
          if (holder?.pid === mine.pid && holder.since === mine.since) await unlink(lockFile).catch(() => undefined);
        },
      };
    }
    const holder = await readHolder(lockFile);
    if (stillHolds(holder, lockFile)) throw new EmbeddedDatabaseInUseError(holder, lockFile);
    // Left behind by a process that is gone: take it over.
    await unlink(lockFile).catch(() => undefined);
  }
  const holder = await readHolder(lockFile);
  throw new EmbeddedDatabaseInUseError(holder ?? { pid: 0, host: os.hostname(), command: "another process", since: "just now" }, lockFile);
}
