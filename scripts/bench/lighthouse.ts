// npm run bench:lighthouse — Lighthouse (mobile settings: Moto G Power, slow 4G, simulated
// throttling) on every public page of the production build, median of 3 runs each, with the CPU
// slowdown calibrated to this host (cpu-calibration.ts): Lighthouse's default 4x stands for a
// mid-tier phone only on a host whose benchmark index is about 1,500, so the index is measured
// first and the multiplier set by Lighthouse's CPU throttling calculator.
//
// Starts dist/server/main.js (build first: the npm script does) on a free loopback port with a
// fresh embedded database, drives Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium)
// and prints one row per page: the four category scores, LCP, CLS, TBT, transferred bytes and the
// main thread's work by kind (style and layout, script, HTML parse, other) as this host did it.
// BENCH_RUNS (default 3); BENCH_PAGES, a comma-separated list of paths, narrows the pages;
// BENCH_CPU_MULTIPLIER sets the slowdown instead of measuring it; BENCH_REPORT_DIR keeps each
// page's median report there as JSON (for the main-thread breakdown behind a TBT figure);
// BENCH_WITHOUT_COOP=1 also measures every page through a proxy that drops the
// Cross-Origin-Opener-Policy header, runs interleaved, one more row per page (ADR 049's cost).
import { spawn } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import { cpuSlowdownFor, medianOf } from "./cpu-calibration.ts";
import { freePort } from "./free-port.ts";
import { startHeaderDroppingProxy, type DroppingProxy } from "./header-dropping-proxy.ts";
import { PUBLIC_ROUTES } from "../../src/shared/site/routes.ts";

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

const runs = Number(process.env.BENCH_RUNS ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// Every page in the sitemap but the room pages (policy and add-on pages included), and one room page.
const DEFAULT_PAGES = [
  ...PUBLIC_ROUTES.filter((route) => route.inSitemap && !route.path.startsWith("/rooms/")).map((route) => route.path),
  "/rooms/room-12",
];
const pages = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(",") : DEFAULT_PAGES;
const withoutCoop = process.env.BENCH_WITHOUT_COOP === "1";


async function startSite(dataDir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    env: { PATH: process.env.PATH ?? "", HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: url, LOG_LEVEL: "warn" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  // Stopping waits for the server to exit: its database files are removed right after.
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const healthy = await fetch(`${url}/api/health`).then((response) => response.ok, () => false);
    if (healthy) return { url, stop: () => (child.kill("SIGTERM"), exited) };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGKILL");
  throw new Error("The site did not answer /api/health within 120 s");
}

/** The run with the median performance score (ties: the median LCP), as Lighthouse's own CLI advises. */
function medianRun(results: Result[]): Result {
  const ranked = [...results].sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0) || audit(a, "largest-contentful-paint") - audit(b, "largest-contentful-paint"),
  );
  const median = ranked[Math.floor(ranked.length / 2)];
  if (!median) throw new Error("No Lighthouse runs");
  return median;
}

function score(result: Result, category: string): string {
  const value = result.categories[category]?.score;
  return value === null || value === undefined ? "-" : String(Math.round(value * 100));
}

function audit(result: Result, id: string): number {
  return result.audits[id]?.numericValue ?? Number.NaN;
}

/** The rows of an audit's table (its `details.items`), or none. */
function auditItems<Row>(result: Result, id: string): Row[] {
  const details = result.audits[id]?.details;
  return details && "items" in details ? (details.items as Row[]) : [];
}

/** Bytes of JavaScript sent over the network (compressed as sent), from the run's request list. */
function scriptBytes(result: Result): number {
  const items = auditItems<{ resourceType?: string; transferSize?: number }>(result, "network-requests");
  return items.filter((item) => item.resourceType === "Script").reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

/**
 * The main thread's work by kind (Lighthouse's groups), in milliseconds as this host did it: the
 * report's figures are already multiplied by the CPU slowdown, so they are divided back. TBT comes
 * from these tasks, so they show what a page spends its blocking time on.
 */
function unthrottledWork(result: Result, multiplier: number, group: string): string {
  const duration = auditItems<{ group?: string; duration?: number }>(result, "mainthread-work-breakdown").find((item) => item.group === group)?.duration ?? 0;
  return String(Math.round(duration / multiplier));
}

/** Runs of the home page, unthrottled work aside, to read the host's benchmark index (Lighthouse's own). */
async function hostBenchmarkIndex(url: string, port: number): Promise<number> {
  const indexes: number[] = [];
  for (let run = 0; run < 3; run++) {
    const answer = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
    const index = answer?.lhr.environment.benchmarkIndex;
    if (index) indexes.push(index);
  }
  return medianOf(indexes);
}

/**
 * One Lighthouse run. Now and then Chrome's trace misses the navigation start (NO_NAVSTART) and
 * the run has no scores: such a run is repeated, up to twice, before it counts as a failure.
 */
async function measure(url: string, port: number, cpuSlowdownMultiplier: number): Promise<Result> {
  let result: Result | undefined;
  for (let attempt = 0; attempt < 3 && (!result || result.runtimeError); attempt++) {
    const answer = await lighthouse(url, { port, output: "json", logLevel: "error", throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier } });
    if (!answer) throw new Error(`Lighthouse gave no result for ${url}`);
    result = answer.lhr;
  }
  return result!;
}

/** A page's row of the table, from its median run. */
function row(label: string, median: Result, multiplier: number): string[] {
  return [
    label,
    score(median, "performance"),
    score(median, "accessibility"),
    score(median, "best-practices"),
    score(median, "seo"),
    `${(audit(median, "largest-contentful-paint") / 1000).toFixed(2)} s`,
    audit(median, "cumulative-layout-shift").toFixed(3),
    `${Math.round(audit(median, "total-blocking-time"))} ms`,
    `${(scriptBytes(median) / 1024).toFixed(0)} KB`,
    `${(audit(median, "total-byte-weight") / 1024).toFixed(0)} KB`,
    ...["styleLayout", "scriptEvaluation", "parseHTML", "other"].map((group) => unthrottledWork(median, multiplier, group)),
  ];
}

async function keepReport(directory: string, page: string, result: Result, suffix: string): Promise<void> {
  await mkdir(directory, { recursive: true });
  const name = page === "/" ? "home" : page.slice(1).replaceAll("/", "_");
  await writeFile(path.join(directory, `${name}${suffix}.json`), JSON.stringify(result));
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), "hotel-lighthouse-"));
const site = await startSite(dataDir);
const proxy: DroppingProxy | undefined = withoutCoop ? await startHeaderDroppingProxy(site.url, "cross-origin-opener-policy") : undefined;
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
const rows: string[][] = [];
let benchmarkIndex: number | undefined;
let multiplier: number;
try {
  if (process.env.BENCH_CPU_MULTIPLIER) {
    multiplier = Number(process.env.BENCH_CPU_MULTIPLIER);
  } else {
    benchmarkIndex = await hostBenchmarkIndex(`${site.url}/`, chrome.port);
    multiplier = cpuSlowdownFor(benchmarkIndex);
  }
  process.stdout.write(`  host benchmark index ${benchmarkIndex === undefined ? "not measured" : Math.round(benchmarkIndex)}, CPU slowdown ${multiplier}x\n`);
  // The same server twice, its own answers and (BENCH_WITHOUT_COOP) the proxy's, run by run in turn.
  const variants = [{ label: "", origin: site.url }, ...(proxy ? [{ label: " (no COOP)", origin: proxy.url }] : [])];
  for (const page of pages) {
    const results = variants.map((): Result[] => []);
    for (let run = 0; run < runs; run++) {
      for (const [index, variant] of variants.entries()) results[index]!.push(await measure(`${variant.origin}${page}`, chrome.port, multiplier));
    }
    for (const [index, variant] of variants.entries()) {
      const median = medianRun(results[index]!);
      if (process.env.BENCH_REPORT_DIR) await keepReport(process.env.BENCH_REPORT_DIR, page, median, variant.label ? "-no-coop" : "");
      rows.push(row(`${page}${variant.label}`, median, multiplier));
      const problem = median.runtimeError ? ` (Lighthouse error: ${median.runtimeError.code})` : "";
      process.stdout.write(`  ${page}${variant.label} done${problem}\n`);
    }
  }
} finally {
  chrome.kill();
  await proxy?.stop();
  await site.stop();
  await rm(dataDir, { recursive: true, force: true });
}

const header = ["page", "Perf", "A11y", "BP", "SEO", "LCP", "CLS", "TBT", "scripts", "bytes", "style", "script", "parse", "other"];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join("  ");
const index = benchmarkIndex === undefined ? "not measured" : String(Math.round(benchmarkIndex));
console.log(`\nLighthouse ${runs === 1 ? "(1 run)" : `(median of ${runs})`}, mobile, slow 4G, CPU slowdown ${multiplier}x (host benchmark index ${index})\n`);
console.log("(style, script, parse, other: the main thread's work in ms as this host did it, before the slowdown)\n");
console.log(line(header));
for (const row of rows) console.log(line(row));
