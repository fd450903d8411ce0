// `npm start`: builds when the sources or the public settings changed since the last build,
// then starts the server (which applies pending migrations before it listens). In development
// (NODE_ENV other than production) without STRIPE_SECRET_KEY it first starts the tests' local
// Stripe-compatible server on loopback and points the app at it: payments work, no money moves.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildIfStale } from "./build-if-stale.mjs";

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

buildIfStale();
await import(pathToFileURL(path.resolve("dist/server/main.js")).href);
