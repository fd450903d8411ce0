// npm run bench:staff — the staff screens with a busy hotel's data: 10,000 pet add-on bookings and
// 50,000 enquiries in a fresh PostgreSQL database (BENCH_DATABASE_URL's server). Prints the p50 /
// p99 of the dashboard and the two lists' calls (a few staff screens at once, not a crowd), the
// time from opening each list to its first row in Chromium, and the admin bundle's size.
import { readFile, readdir, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { chromium } from "@playwright/test";
import { connectDatabase } from "../../src/server/db/connect.ts";
import { createSession } from "../../src/server/services/staff/sessions.ts";
import { sessionCookieName } from "../../src/server/plugins/session.ts";
import { storedAddonBooking } from "../../tests/factories/addon-bookings.ts";
import { seedInquiries } from "../../tests/factories/enquiries.ts";
import { createBenchDatabase } from "./bench-database.ts";
import { startChildServer, type ChildServer } from "./child-server.ts";

const here = path.dirname(new URL(import.meta.url).pathname);
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const duration = Number(process.env.BENCH_DURATION ?? 10);
const ADDONS = 10_000;
const ENQUIRIES = 50_000;

async function seed(databaseUrl: string): Promise<string> {
  const database = await connectDatabase({ DATABASE_URL: databaseUrl, DATA_DIR: os.tmpdir() });
  const { prisma } = database;
  try {
    const started = Date.now();
    for (let first = 0; first < ADDONS; first += 1000) {
      await prisma.addonBooking.createMany({
        data: Array.from({ length: 1000 }, (_, offset) => {
          const day = new Date(Date.UTC(2026, 0, 1) + ((first + offset) % 700) * 86_400_000);
          const status = (["succeeded", "succeeded", "succeeded", "pending", "failed"] as const)[(first + offset) % 5];
          return storedAddonBooking({ reference: `PET-${(first + offset).toString(36).toUpperCase().padStart(6, "0")}`, guestName: `Seed Guest ${first + offset}`, checkInDate: day, checkOutDate: new Date(day.getTime() + 2 * 86_400_000), paymentStatus: status, paidAt: status === "succeeded" ? day : null });
        }),
      });
    }
    await seedInquiries(prisma, ENQUIRIES);
    process.stdout.write(`Seeded ${ADDONS} add-ons and ${ENQUIRIES} enquiries in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    const user = await prisma.adminUser.create({ data: { email: "bench-desk@example.com", name: "Bench Desk", role: "reception", passwordHash: "not-used", mustChangePassword: false }, select: { id: true } });
    const { token } = await createSession(prisma, user.id, { ipAddress: "127.0.0.1", userAgent: "bench" }, new Date());
    return `${sessionCookieName(false)}=${token}`;
  } finally {
    await database.close();
  }
}

async function latency(baseUrl: string, urlPath: string, cookie: string) {
  const options = { url: `${baseUrl}${urlPath}`, connections: 4, duration, headers: { cookie } };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon(options);
  return { path: urlPath, p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, non2xx: result.non2xx };
}

/** From opening the tab (the shell and its code cached, as at a desk all day) to its first row on screen. */
async function firstRender(baseUrl: string, cookie: string, urlPath: string, firstRow: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const [name, value] = cookie.split("=") as [string, string];
    await context.addCookies([{ name, value, url: baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin/dashboard`); // warm: the shell and the admin bundle cached
    await page.getByRole("heading", { level: 1 }).waitFor();
    const started = Date.now();
    await page.goto(`${baseUrl}${urlPath}`, { waitUntil: "commit" });
    await page.getByRole("heading", { level: 1 }).waitFor();
    const heading = Date.now() - started;
    await page.locator("tbody tr td", { hasText: firstRow }).first().waitFor({ timeout: 30_000 });
    const firstRowMs = Date.now() - started;
    process.stdout.write(`  ${urlPath}: heading on screen after ${heading} ms, first row after ${firstRowMs} ms\n`);
    return firstRowMs;
  } finally {
    await browser.close();
  }
}

/** The admin bundle: its entry chunk and every chunk it imports statically, gzipped. */
async function adminBundleBytes(): Promise<{ entry: number; closure: number }> {
  const assets = "dist/client/assets";
  const entry = (await readdir(assets)).find((file) => file.startsWith("admin-layout-") && file.endsWith(".js"));
  if (!entry) throw new Error("no admin bundle: run npm run build first");
  const seen = new Set<string>();
  const queue = [entry];
  let closure = 0;
  let entryBytes = 0;
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = await readFile(path.join(assets, file), "utf8");
    const gzipped = gzipSync(text).length;
    closure += gzipped;
    if (file === entry) entryBytes = gzipped;
    for (const match of text.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) if (match[1]) queue.push(match[1]);
  }
  return { entry: entryBytes, closure };
}

const database = await createBenchDatabase(serverUrl);
const dataDir = await mkdtemp(path.join(os.tmpdir(), "hotel-bench-staff-"));
let app: ChildServer | undefined;
try {
  const cookie = await seed(database.url);
  app = await startChildServer(path.join(here, "app-server.ts"), { DATABASE_URL: database.url, DATA_DIR: dataDir, LOG_LEVEL: "warn", PUBLIC_URL: "http://127.0.0.1", RATE_LIMIT_PER_MINUTE: "100000000" });
  process.stdout.write(`Staff screens: ${duration} s per call, 4 connections, ${os.cpus().length} CPUs, Node ${process.version}\n`);
  const rows = [];
  for (const urlPath of ["/api/admin/dashboard", "/api/admin/addon-bookings?page=1&pageSize=50", "/api/admin/addon-bookings?search=seed%20guest%209999", "/api/admin/inquiries?page=1&pageSize=50", "/api/admin/inquiries?search=number%2049", "/api/admin/inquiries?page=400&pageSize=100"]) {
    rows.push(await latency(app.url, urlPath, cookie));
  }
  for (const row of rows) process.stdout.write(`  ${row.path.padEnd(55)} p50 ${String(row.p50).padStart(4)} ms  p99 ${String(row.p99).padStart(4)} ms  ${row.rps.toFixed(0)} req/s  non-2xx ${row.non2xx}\n`);
  await firstRender(app.url, cookie, "/admin/pet-accommodation", "Seed Guest");
  await firstRender(app.url, cookie, "/admin/inquiries", "Seed");
  const bundle = await adminBundleBytes();
  process.stdout.write(`  admin bundle (gzip): entry ${(bundle.entry / 1024).toFixed(1)} KB, with its static imports ${(bundle.closure / 1024).toFixed(1)} KB\n`);
} finally {
  await app?.stop();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
}
