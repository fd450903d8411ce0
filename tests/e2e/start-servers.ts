import { spawn, type ChildProcess } from "node:child_process";
import { APP_BASE_URL, APP_DATA_DIR, APP_PORT } from "./app-server-address.ts";
import { FAKE_LH_BASE_URL, FAKE_LH_PORT, LH_PROJECTS, littleHotelierSite } from "./little-hotelier-server-address.ts";
import { STAFF_BASE_URL, STAFF_DATA_DIR, STAFF_PORT } from "./staff-server/staff-server-address.ts";
import { E2E_STRIPE_ENV, FAKE_STRIPE_BASE_URL, FAKE_STRIPE_PORT } from "./stripe-server-address.ts";

// The e2e run's servers, started side by side (Playwright starts its webServer entries one after
// another: six in a row took about a minute before the first test). Playwright runs this file as its
// one webServer and waits for READY on its output; it ends the process group, and every server with it.

/** The line Playwright waits for (playwright.config.ts's webServer.wait). */
const READY = "e2e servers ready";

interface Server {
  name: string;
  command: string;
  /** Answers 200 once the server is ready. */
  health: string;
  env: Record<string, string>;
}

/** A fresh database each run, its accounts made as `npm run admin:create` makes them, before the server opens it. */
const withStaffAccounts = (dataDir: string) => `rm -rf ${dataDir} && npx tsx tests/e2e/staff-server/create-staff-accounts.ts && exec node dist/server/main.js`;

const SERVERS: Server[] = [
  {
    // A Stripe-compatible server (tests/fakes/stripe/): the API, its hosted Checkout page, and
    // signed webhooks to the app's /api/stripe/webhook.
    name: "fake Stripe",
    command: "exec node --import tsx tests/fakes/stripe/main.ts",
    health: `${FAKE_STRIPE_BASE_URL}/health`,
    env: { FAKE_STRIPE_PORT: String(FAKE_STRIPE_PORT), FAKE_STRIPE_WEBHOOK_URL: `${APP_BASE_URL}/api/stripe/webhook` },
  },
  {
    name: "app",
    command: "exec node dist/server/main.js",
    health: `${APP_BASE_URL}/api/health`,
    env: {
      HOST: "127.0.0.1",
      PORT: String(APP_PORT),
      DATA_DIR: APP_DATA_DIR,
      PUBLIC_URL: APP_BASE_URL,
      LOG_LEVEL: "warn",
      // Both browser projects send enquiries from one address; the limit itself has its own tests.
      RATE_LIMIT_WRITES_PER_MINUTE: "200",
      // Payments go to the fake Stripe above (test keys, no money moves).
      ...E2E_STRIPE_ENV,
    },
  },
  {
    // The staff side against the real staff API (tests/e2e/staff-server/).
    name: "staff",
    command: withStaffAccounts(STAFF_DATA_DIR),
    health: `${STAFF_BASE_URL}/api/health`,
    env: { HOST: "127.0.0.1", PORT: String(STAFF_PORT), DATA_DIR: STAFF_DATA_DIR, PUBLIC_URL: STAFF_BASE_URL, LOG_LEVEL: "warn" },
  },
  {
    // A stand-in for Little Hotelier's Rates API (tests/fakes/little-hotelier.ts), answering the
    // channel of each app server below; tests steer it per channel and day (little-hotelier-control.ts).
    name: "fake Little Hotelier",
    command: "exec node --import tsx tests/fakes/little-hotelier-main.ts",
    health: `${FAKE_LH_BASE_URL}/health`,
    env: { FAKE_LH_PORT: String(FAKE_LH_PORT), FAKE_LH_CHANNELS: LH_PROJECTS.map((project) => littleHotelierSite(project).channelCode).join(",") },
  },
  // The stay search and the Room Inventory and Pricing tabs against the real server with Little
  // Hotelier configured: one server per browser project (its own database, staff accounts and
  // channel), so one project's inventory sync or failing Little Hotelier never shows in the other's.
  ...LH_PROJECTS.map((project): Server => {
    const site = littleHotelierSite(project);
    return {
      name: `app with Little Hotelier (${project})`,
      command: withStaffAccounts(site.dataDir),
      health: `${site.origin}/api/health`,
      env: { HOST: "127.0.0.1", PORT: String(site.port), DATA_DIR: site.dataDir, PUBLIC_URL: site.origin, LOG_LEVEL: "error", LH_API_BASE: FAKE_LH_BASE_URL, LH_CHANNEL_CODE: site.channelCode },
    };
  }),
];

/** The first start migrates a fresh embedded database: seconds when idle, a minute or more under load. */
const READY_WITHIN_MS = 240_000;

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

async function untilReady(server: Server, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (!(await answers(server.health))) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The ${server.name} server ended before it was ready (${child.exitCode ?? child.signalCode})`);
    if (Date.now() > deadline) throw new Error(`The ${server.name} server was not ready within ${READY_WITHIN_MS / 1000} s (${server.health})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const started = Date.now();
let stopping = false;
const children = SERVERS.map((server) => {
  const child = spawn("bash", ["-c", server.command], { env: { ...process.env, ...server.env }, stdio: ["ignore", "inherit", "inherit"] });
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`The ${server.name} server ended (${code ?? signal}); stopping the others.`);
    stopAll(1);
  });
  return { server, child };
});

function stopAll(exitCode: number): void {
  if (stopping) return;
  stopping = true;
  for (const { child } of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = exitCode;
  setTimeout(() => process.exit(exitCode), 5_000).unref();
}
process.on("SIGTERM", () => stopAll(0));
process.on("SIGINT", () => stopAll(0));

try {
  await Promise.all(children.map(({ server, child }) => untilReady(server, child)));
  console.log(`${READY}: ${SERVERS.length} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll(1);
}
