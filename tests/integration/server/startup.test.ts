import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);

/** Starts src/server/main.ts as `npm start` would, with the given environment, and waits for it to stop. */
async function startServer(env: Record<string, string>): Promise<{ code: number; stderr: string }> {
  try {
    await run(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "silent", PORT: "0", ...env },
      timeout: 30_000,
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
  });

  it("stops with a readable message when the database cannot be migrated, and never listens", async () => {
    const { code, stderr } = await startServer({ DATABASE_URL: "postgresql://postgres@127.0.0.1:1/nowhere" });
    expect(code).toBe(1);
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stderr).toMatch(/^Database migration failed: .*(127\.0\.0\.1:1|connect|reach)/i);
  });
});
