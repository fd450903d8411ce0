// `npm start`: builds when the sources or the public settings changed since the last build,
// then starts the server (which applies pending migrations before it listens). In development
// (NODE_ENV other than production) without STRIPE_SECRET_KEY it first starts the tests' local
// Stripe-compatible server on loopback and points the app at it: payments work, no money moves.
import { execSync, spawn } from "node:child_process";
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

/** The local Stripe stand-in (tests/fakes/stripe/), its keys and its webhooks to this server. */
function startLocalStripe() {
  const keys = JSON.parse(readFileSync("tests/fakes/stripe/test-keys.json", "utf8"));
  const port = process.env.LOCAL_STRIPE_PORT ?? "12111";
  const appUrl = `http://${process.env.HOST ?? "127.0.0.1"}:${process.env.PORT ?? "3000"}`;
  const child = spawn(process.execPath, ["--import", "tsx", "tests/fakes/stripe/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, FAKE_STRIPE_PORT: port, FAKE_STRIPE_WEBHOOK_URL: `${appUrl}/api/stripe/webhook` },
  });
  process.on("exit", () => child.kill());
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: keys.secretKey,
    STRIPE_PUBLISHABLE_KEY: keys.publishableKey,
    STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
    STRIPE_API_BASE: `http://127.0.0.1:${port}`,
  });
  console.log(`Development without Stripe keys: payments go to the local test server on 127.0.0.1:${port} (no money moves).`);
}

const production = (process.env.NODE_ENV ?? "production") === "production";
if (!production && !process.env.STRIPE_SECRET_KEY) startLocalStripe();

const stamp = buildStamp();
const built = existsSync("dist/server/main.js") && existsSync("dist/client/prerender-manifest.json");
if (!built || !existsSync(STAMP) || readFileSync(STAMP, "utf8") !== stamp) {
  console.log("Building the site (sources or public settings changed)…");
  execSync("npm run build", { stdio: "inherit" });
  writeFileSync(STAMP, stamp);
}
await import(pathToFileURL(path.resolve("dist/server/main.js")).href);
