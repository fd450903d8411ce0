// Builds the site unless dist/ already holds a build of the same sources and public settings.
// `npm start` and the end-to-end tests' build both go through here, so whichever ran last leaves a
// stamp the other reuses when nothing it depends on has changed since.
import { execSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const INPUTS = ["src", "content", "public", "prisma", "scripts", "index.html", "vite.config.ts", "package-lock.json"];
// The public config's inputs (src/shared/site/public-config.ts): PAYMENT_MODE follows from the key and STRIPE_API_BASE.
const PUBLIC_SETTINGS = ["PUBLIC_URL", "BOOKING_ENGINE_URL", "STRIPE_PUBLISHABLE_KEY", "STRIPE_API_BASE", "PAYMENT_MODE"];
const STAMP = "dist/.build-stamp";

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  if (entry.endsWith(`db${path.sep}generated`)) return 0;
  return Math.max(0, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

function buildStamp() {
  const settings = PUBLIC_SETTINGS.map((name) => `${name}=${process.env[name] ?? ""}`).join("\n");
  const sources = String(Math.max(...INPUTS.map(newestChange)));
  return createHash("sha256").update(`${settings}\n${sources}`).digest("hex");
}

/** Runs `npm run build` when the sources or the public settings changed since the stamped build. */
export function buildIfStale() {
  const stamp = buildStamp();
  const built = existsSync("dist/server/main.js") && existsSync("dist/client/prerender-manifest.json");
  if (built && existsSync(STAMP) && readFileSync(STAMP, "utf8") === stamp) {
    console.log("The build in dist/ is current for these sources and public settings: reusing it.");
    return;
  }
  console.log("Building the site (sources or public settings changed)…");
  // Always a production build, whatever NODE_ENV the server runs with: `NODE_ENV=development npm
  // start` (the local payment stand-in) used to build development React, which the JavaScript
  // budget refused. NODE_ENV decides only how the server runs (ADR 020).
  execSync("npm run build", { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  writeFileSync(STAMP, stamp);
}

// `node scripts/build-if-stale.mjs` (the end-to-end tests' build) runs it directly.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) buildIfStale();
