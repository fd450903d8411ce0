import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
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

describe("a running server", () => {
  it("serves health, keeps its embedded data across restarts, and exits cleanly on SIGTERM", async () => {
    const { mkdtemp, rm } = await import("node:fs/promises");
    const os = await import("node:os");
    const path = await import("node:path");
    const { spawn } = await import("node:child_process");
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "hotel-start-"));

    const runOnce = async () => {
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
      // "close", not "exit": the last log lines are read before the test looks at them.
      const exited = new Promise<number | null>((resolve) => child.once("close", resolve));
      child.kill("SIGTERM");
      const exitCode = await exited;
      const migrations = /"appliedMigrations":(\[[^\]]*\])/.exec(output)?.[1];
      const logLines = output.split("\n").filter(Boolean);
      return { status: health.status, body: (await health.json()) as unknown, exitCode, migrations, availability, logLines };
    };

    try {
      const first = await runOnce();
      expect(first).toMatchObject({ status: 200, body: { status: "ok", db: "ok" }, exitCode: 0 });
      expect(first.availability).toEqual([
        { status: 503, error: LIVE_RATES_UNAVAILABLE },
        { status: 503, error: LIVE_RATES_UNAVAILABLE },
      ]);
      expect(first.logLines.filter((line) => line.includes("Little Hotelier is not configured"))).toHaveLength(1);
      expect(first.logLines.filter((line) => line.includes('"level":50') || line.includes("stack"))).toEqual([]);
      expect(JSON.parse(first.migrations ?? "[]")).not.toHaveLength(0);
      // The second start finds the schema in place: the data folder was reused, nothing re-applied.
      const second = await runOnce();
      expect(second).toMatchObject({ status: 200, body: { status: "ok", db: "ok" }, exitCode: 0, migrations: "[]" });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
