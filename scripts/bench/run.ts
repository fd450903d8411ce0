// npm run bench:api — how fast the real app takes enquiries, next to a bare Fastify, on loopback.
//
// A fresh PostgreSQL database (BENCH_DATABASE_URL's server, default postgres@127.0.0.1:5432) is
// created and migrated; the app runs in its own process as main.ts runs it (outbox job included,
// writing .eml files to a temporary DATA_DIR) with the rate limits raised; a bare Fastify
// hello-world runs in another. autocannon, in this process, drives each target in turn and the
// outbox is left to drain between targets. The staff sign-in scenario's accounts are made with
// npm run admin:create first. The database is dropped at the end.
//
// The add-on checkout scenario's Stripe calls go to the tests' Stripe-compatible fake, in its own
// process on loopback (stripe-server.ts).
//
// BENCH_DURATION (seconds per target, default 10), BENCH_CONNECTIONS (default 32),
// BENCH_ONLY (a case-insensitive pattern: only the scenarios whose name matches, e.g. "addon").
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { createBenchDatabase } from "./bench-database.ts";
import { type ChildServer, startChildServer } from "./child-server.ts";
import { type BenchRow, formatTable } from "./report.ts";
import { type BenchScenario, bodyOf, headersOf, loadScenarioFiles } from "./scenario.ts";
import { FAKE_STRIPE_KEYS } from "../../tests/fakes/stripe/test-keys.ts";
import { BENCH_OWNER, BENCH_RECEPTIONIST } from "./scenarios/staff-sign-in.ts";

const here = path.dirname(new URL(import.meta.url).pathname);
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, "i") : undefined;

const contactBody = () => ({
  name: "Jane O'Neill",
  email: `bench-${randomUUID().slice(0, 12)}@example.com`,
  phone: "01632 960123",
  subject: "booking",
  message: "Do you have a twin room free on the 14th of March? We arrive late, around 10 PM.",
  marketingOptIn: false,
});

const BUILT_IN: BenchScenario[] = [
  { name: "POST /api/inquiries/contact", method: "POST", path: "/api/inquiries/contact", body: contactBody },
  {
    name: "POST /api/inquiries/contact (+ Idempotency-Key)",
    method: "POST",
    path: "/api/inquiries/contact",
    body: contactBody,
    headers: () => ({ "idempotency-key": randomUUID() }),
  },
];

async function measure(target: string, baseUrl: string, scenario: BenchScenario, seconds: number): Promise<BenchRow> {
  const result = await autocannon({
    url: `${baseUrl}${scenario.path}`,
    method: scenario.method,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method: scenario.method,
        setupRequest: (request) => ({ ...request, headers: headersOf(scenario), body: bodyOf(scenario) }),
      },
    ],
  });
  return {
    target,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

async function run(baseUrl: string, scenario: BenchScenario): Promise<BenchRow> {
  await measure(scenario.name, baseUrl, scenario, 2); // warm-up: JIT, connection pools
  process.stdout.write(`  ${scenario.name} …\n`);
  return measure(scenario.name, baseUrl, scenario, duration);
}

/** The staff accounts the sign-in scenario uses, made as staff make them (npm run admin:create). */
async function createStaffAccounts(databaseUrl: string): Promise<void> {
  const accounts = [
    { ...BENCH_OWNER, role: "owner" },
    { ...BENCH_RECEPTIONIST, role: "reception" },
  ];
  for (const account of accounts) {
    await new Promise<void>((resolve, reject) => {
      const args = ["--import", "tsx", path.join(here, "../admin-create.ts"), "--email", account.email, "--password", account.password, "--role", account.role];
      execFile(process.execPath, args, { env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" } }, (error, _stdout, stderr) =>
        error ? reject(new Error(`admin:create failed: ${stderr.trim()}`)) : resolve(),
      );
    });
  }
}

async function waitForOutbox(pendingMail: () => Promise<number>): Promise<void> {
  const started = Date.now();
  let pending = await pendingMail();
  const total = pending;
  while (pending > 0 && Date.now() - started < 120_000) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    pending = await pendingMail();
  }
  if (total > 0) process.stdout.write(`    outbox: ${total - pending} of ${total} e-mails sent in ${((Date.now() - started) / 1000).toFixed(1)} s after the run\n`);
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), "hotel-bench-"));
const database = await createBenchDatabase(serverUrl);
const servers: ChildServer[] = [];
let exitCode = 0;
try {
  const hello = await startChildServer(path.join(here, "hello-server.ts"), {});
  servers.push(hello);
  const stripe = await startChildServer(path.join(here, "stripe-server.ts"), {});
  servers.push(stripe);
  const app = await startChildServer(path.join(here, "app-server.ts"), {
    STRIPE_SECRET_KEY: FAKE_STRIPE_KEYS.secretKey,
    STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_KEYS.webhookSecret,
    STRIPE_API_BASE: stripe.url,
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    RATE_LIMIT_PER_MINUTE: "100000000",
    RATE_LIMIT_WRITES_PER_MINUTE: "100000000",
    PUBLIC_URL: "http://127.0.0.1",
  });
  servers.push(app);
  await createStaffAccounts(database.url);

  process.stdout.write(`Benchmark: ${duration} s per target, ${connections} connections, ${os.cpus().length} CPUs, Node ${process.version}\n`);
  const baseline = await run(hello.url, { name: "bare Fastify hello-world (GET /)", method: "GET", path: "/" });
  const rows: BenchRow[] = [baseline];
  const scenarios = [...BUILT_IN, ...(await loadScenarioFiles(path.join(here, "scenarios")))].filter((scenario) => !only || only.test(scenario.name));
  for (const scenario of scenarios) {
    rows.push(await run(app.url, scenario));
    await waitForOutbox(() => database.pendingMail());
  }
  process.stdout.write(`\n${formatTable(rows, baseline)}\n`);
  if (rows.some((row) => row.errors > 0 || row.non2xx > 0)) exitCode = 1;
} catch (error) {
  process.stderr.write(`The benchmark failed: ${error instanceof Error ? error.message : String(error)}\n`);
  exitCode = 1;
} finally {
  for (const server of servers.reverse()) await server.stop();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
