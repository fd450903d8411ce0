import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { readBackupManifest } from "../../../src/server/db/backup/backup-archive.ts";
import { LIVE_RATES_UNAVAILABLE } from "../../../src/shared/rooms/little-hotelier-messages.ts";

const run = promisify(execFile);

/** Starts src/server/main.ts as `npm start` would, with the given environment, and waits for it to stop. */
async function startServer(env: Record<string, string>): Promise<{ code: number; stderr: string }> {
  try {
    await run(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "silent", PORT: "0", ...env },
      timeout: 120_000,
    });
    return { code: 0, stderr: "" };
  } catch (error) {
    const failure = error as { code: number; stderr: string };
    return { code: failure.code, stderr: failure.stderr };
  }
}

describe("starting the server", () => {
  it("stops at once on a bad setting, with one line naming it", async () => {
    const { code, stderr } = await startServer({ PORT: "eighty" });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe("Invalid configuration: PORT must be a port number (1-65535)");
  }, 150_000);

  it("stops with a readable message when the database cannot be migrated, and never listens", async () => {
    const { code, stderr } = await startServer({ DATABASE_URL: "postgresql://postgres@127.0.0.1:1/nowhere" });
    expect(code).toBe(1);
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stderr).toMatch(/^Database migration failed: .*(127\.0\.0\.1:1|connect|reach)/i);
  }, 150_000);
});

/** Runs a command of package.json's as `npm run` would, on the given data folder. */
async function command(script: string, dataDir: string, args: string[] = []): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", script, ...args], {
      env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir },
      timeout: 120_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}

/** How many folders ("700 d") and files ("600 f") under `dir` have each mode, `find -printf '%m %y'` style. */
async function modeCounts(dir: string): Promise<Record<string, number>> {
  const { lstat, readdir } = await import("node:fs/promises");
  const path = await import("node:path");
  const counts: Record<string, number> = {};
  for (const entry of [dir, ...(await readdir(dir, { recursive: true })).map((name) => path.join(dir, name))]) {
    const stats = await lstat(entry);
    const key = `${(stats.mode & 0o777).toString(8)} ${stats.isDirectory() ? "d" : "f"}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

const NIGHT_PORTER = ["--email", "night-porter@example.com", "--password", "a long night at the desk", "--role", "reception"];

describe("a running server", () => {
  it("serves health, owns its embedded data (commands beside it are refused, a killed server's lock is taken over), keeps it across restarts, and exits cleanly on SIGTERM", async () => {
    const { existsSync } = await import("node:fs");
    const { chmod, mkdir, mkdtemp, readFile, rm, writeFile } = await import("node:fs/promises");
    const os = await import("node:os");
    const path = await import("node:path");
    const { spawn } = await import("node:child_process");
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "hotel-start-"));
    const lockFile = path.join(dataDir, "pglite.lock");
    // ADR 055: a data folder open to other accounts, as an earlier version left it.
    await chmod(dataDir, 0o755);
    await mkdir(path.join(dataDir, "mail"), { mode: 0o755 });
    await writeFile(path.join(dataDir, "mail", "earlier.eml"), "Subject: kept from before\n", { mode: 0o644 });

    const runOnce = async (stopWith: "SIGTERM" | "SIGKILL", beside: (url: string, pid: number) => Promise<void>) => {
      const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
        env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "info", PORT: "0", DATA_DIR: dataDir },
      });
      let output = "";
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on("data", (chunk: Buffer) => {
          output += chunk.toString();
          const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
          if (match?.[1]) resolve(match[1]);
        });
        child.once("exit", () => reject(new Error(`exited before listening:\n${output}`)));
      });
      const health = await fetch(`${url}/api/health`);
      // Without LH_CHANNEL_CODE, two guests ask for availability: each is told, the log says it once.
      const availability = await Promise.all(
        [1, 2].map(async () => {
          const response = await fetch(`${url}/api/availability/calendar?roomType=double&startDate=2099-01-01&endDate=2099-01-02`);
          const body = (await response.json()) as { error?: string };
          return { status: response.status, error: body.error };
        }),
      );
      await beside(url, child.pid ?? 0);
      // "close", not "exit": the last log lines are read before the test looks at them.
      const exited = new Promise<number | null>((resolve) => child.once("close", resolve));
      child.kill(stopWith);
      const exitCode = await exited;
      const migrations = /"appliedMigrations":(\[[^\]]*\])/.exec(output)?.[1];
      const logLines = output.split("\n").filter(Boolean);
      return { status: health.status, body: (await health.json()) as unknown, exitCode, migrations, availability, logLines };
    };

    try {
      // ADR 032: one process owns the embedded database. A command beside the server is
      // refused before it touches the data, naming the server and what to do.
      const first = await runOnce("SIGKILL", async (_url, pid) => {
        for (const script of ["scripts/admin-create.ts", "scripts/db-migrate.ts"]) {
          const refused = await command(script, dataDir, script.includes("admin-create") ? NIGHT_PORTER : []);
          expect(refused.code, script).toBe(1);
          expect(refused.stderr.trim().split("\n"), script).toHaveLength(1);
          expect(refused.stderr).toContain(`is open in another process: the server ("node src/server/main.ts") (process ${pid},`);
          expect(refused.stderr).toContain("Stop that process first");
          expect(refused.stdout).not.toContain("Created");
        }
        // ADR 039: a backup beside the server is made by the server, through its
        // loopback control channel (token in DATA_DIR); a restore beside it is refused.
        const backupFile = path.join(dataDir, "beside-the-server.tar");
        const backup = await command("scripts/db-backup.ts", dataDir, [backupFile]);
        expect(backup.stderr).toBe("");
        expect(backup).toMatchObject({ code: 0 });
        expect(backup.stdout).toContain(`Backup of the embedded database written by the running server (process ${pid}): ${backupFile}`);
        expect(await readBackupManifest(backupFile)).toMatchObject({ database: "pglite" });
        const channel = JSON.parse(await readFile(path.join(dataDir, "server-control.json"), "utf8")) as { url: string };
        expect((await fetch(`${channel.url}/backup`, { method: "POST", headers: { authorization: "Bearer a-guess" } })).status).toBe(401);
        const restore = await command("scripts/db-restore.ts", dataDir, [backupFile, "--force"]);
        expect(restore.code).toBe(1);
        expect(restore.stderr.trim().split("\n")).toHaveLength(1);
        expect(restore.stderr).toContain(`is open in another process: the server ("node src/server/main.ts") (process ${pid},`);
      });
      expect(first).toMatchObject({ status: 200, body: { status: "ok", db: "ok" } });
      expect(first.availability).toEqual([
        { status: 503, error: LIVE_RATES_UNAVAILABLE },
        { status: 503, error: LIVE_RATES_UNAVAILABLE },
      ]);
      expect(first.logLines.filter((line) => line.includes("Little Hotelier is not configured"))).toHaveLength(1);
      expect(first.logLines.filter((line) => line.includes('"level":50') || line.includes("stack"))).toEqual([]);
      expect(JSON.parse(first.migrations ?? "[]")).not.toHaveLength(0);
      const closed = first.logLines.filter((line) => line.includes("was open to other accounts"));
      expect(closed).toHaveLength(1);
      expect(closed[0]).toContain(`DATA_DIR ${dataDir} was open to other accounts on this computer: 3 folders and files closed (now 0700 and 0600).`);

      // Killed as by a power cut, its lock names a process that is gone: the next opener takes it over.
      expect(existsSync(lockFile)).toBe(true);
      const created = await command("scripts/admin-create.ts", dataDir, NIGHT_PORTER);
      expect(created).toMatchObject({ code: 0, stdout: "Created reception night-porter@example.com. Sign in at /admin/login.\n" });

      // The second start finds the schema in place (the data folder was reused, nothing re-applied),
      // and the account made while the server was away signs in.
      const second = await runOnce("SIGTERM", async (url) => {
        const signIn = await fetch(`${url}/api/admin/login`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: url },
          body: JSON.stringify({ email: NIGHT_PORTER[1], password: NIGHT_PORTER[3] }),
        });
        expect(signIn.status).toBe(200);
      });
      expect(second).toMatchObject({ status: 200, body: { status: "ok", db: "ok" }, exitCode: 0, migrations: "[]" });
      expect(existsSync(lockFile)).toBe(false);
      expect(existsSync(path.join(dataDir, "server-control.json"))).toBe(false);
      expect(second.logLines.filter((line) => line.includes("was open to other accounts"))).toEqual([]);
      // Everything the server and the commands made, and what was there before: this account's alone.
      const modes = await modeCounts(dataDir);
      expect(Object.keys(modes).sort()).toEqual(["600 f", "700 d"]);
      expect(modes["600 f"]).toBeGreaterThan(900);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
