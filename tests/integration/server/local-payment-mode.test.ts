import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../../scripts/bench/free-port.ts";
import { addonBookingPayload } from "../../factories/addons.ts";

// The README's way to try payments locally, run as a new user runs it: `NODE_ENV=development npm
// start` builds the site when it is stale (always a production build, which the JavaScript budget
// holds), starts the local Stripe stand-in and serves the site, whose add-on call opens a checkout
// on the stand-in. The build's public settings are build:e2e's (the same test key and stand-in
// address), so the build this test makes is the one the end-to-end tests reuse, and vice versa.

const LOCAL_STRIPE_PORT = "12111";

async function answersHealth(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`npm start exited with ${server.exitCode}`);
    const healthy = await fetch(`${url}/api/health`).then((answer) => answer.ok, () => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`npm start did not answer ${url}/api/health within ${timeoutMs / 1000} s`);
}

describe("NODE_ENV=development npm start (the README's local payment mode)", () => {
  let server: ChildProcess | undefined;
  let dataDir = "";

  afterAll(async () => {
    if (server?.pid && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once("exit", resolve));
      process.kill(-server.pid, "SIGTERM");
      await exited;
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("builds if it must, starts, and takes an add-on payment on the local stand-in", { timeout: 900_000 }, async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "local-payments-"));
    const port = await freePort();
    const output: string[] = [];
    server = spawn("npm", ["start"], {
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        NODE_ENV: "development",
        HOST: "127.0.0.1",
        PORT: String(port),
        DATA_DIR: dataDir,
        LOCAL_STRIPE_PORT,
        LOG_LEVEL: "warn",
      },
    });
    for (const stream of [server.stdout, server.stderr]) stream?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    const url = `http://127.0.0.1:${port}`;
    try {
      await answersHealth(url, server, 840_000);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${output.join("").slice(-3_000)}`);
    }

    const checkout = await fetch(`${url}/api/addon-bookings/create-session`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: url },
      body: JSON.stringify(addonBookingPayload()),
    });
    expect(checkout.status).toBe(200);
    const { data } = (await checkout.json()) as { data: { sessionId: string; checkoutUrl: string } };
    expect(data.sessionId).toMatch(/^cs_/);
    expect(new URL(data.checkoutUrl).port).toBe(LOCAL_STRIPE_PORT);
    expect(output.join("")).toContain(`payments go to the local test server on 127.0.0.1:${LOCAL_STRIPE_PORT}`);
  });
});
