import { defineConfig } from "@playwright/test";
import { APP_BASE_URL, APP_DATA_DIR, APP_PORT, E2E_OUTPUT_DIR } from "./tests/e2e/app-server-address.ts";
import { STAFF_BASE_URL, STAFF_DATA_DIR, STAFF_PORT } from "./tests/e2e/staff-server/staff-server-address.ts";
import { E2E_STRIPE_ENV, FAKE_STRIPE_BASE_URL, FAKE_STRIPE_PORT } from "./tests/e2e/stripe-server-address.ts";
import { FAKE_LH_BASE_URL, FAKE_LH_PORT, LH_PROJECTS, littleHotelierSite } from "./tests/e2e/little-hotelier-server-address.ts";

const CI = Boolean(process.env.CI);

/** End-to-end tests in the system Chromium against the built site served by the real server. */
export default defineConfig({
  testDir: "tests/e2e",
  outputDir: E2E_OUTPUT_DIR,
  fullyParallel: true,
  forbidOnly: CI,
  workers: 2,
  retries: CI ? 1 : 0,
  reporter: CI ? [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]] : "list",
  use: {
    baseURL: APP_BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    // Tests tagged PHONE_ONLY (touch, the menu button, the phone layout) have nothing to check here.
    { name: "desktop", grepInvert: /@phone-only/, use: { browserName: "chromium", viewport: { width: 1280, height: 800 } } },
    {
      // Only what depends on the width (layout, the menu, touch targets, phone-width tables) and the
      // axe checks run again at phone width: tests tagged PHONE (tests/e2e/axe.ts). Behaviour that
      // does not depend on the width (messages, calls, audit entries, files) runs once, above.
      name: "phone",
      grep: /@phone/,
      use: { browserName: "chromium", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: [
    {
      // A Stripe-compatible server (tests/fakes/stripe/): the API, its hosted Checkout page, and
      // signed webhooks to the app's /api/stripe/webhook.
      command: "node --import tsx tests/fakes/stripe/main.ts",
      url: `${FAKE_STRIPE_BASE_URL}/health`,
      env: { FAKE_STRIPE_PORT: String(FAKE_STRIPE_PORT), FAKE_STRIPE_WEBHOOK_URL: `${APP_BASE_URL}/api/stripe/webhook` },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: "node dist/server/main.js",
      url: `${APP_BASE_URL}/api/health`,
      env: {
        HOST: "127.0.0.1",
        PORT: String(APP_PORT),
        DATA_DIR: APP_DATA_DIR,
        PUBLIC_URL: APP_BASE_URL,
        LOG_LEVEL: "warn",
        // Both browser projects send enquiries from one address; the limit itself has its own tests.
        RATE_LIMIT_WRITES_PER_MINUTE: "200",
        // Payments go to the fake Stripe below (test keys, no money moves).
        ...E2E_STRIPE_ENV,
      },
      reuseExistingServer: false,
      // The first start migrates a fresh embedded database: seconds when idle, a minute or more under load.
      timeout: 240_000,
    },
    {
      // The staff side against the real staff API (tests/e2e/staff-server/): a fresh database each
      // run, its accounts made as `npm run admin:create` makes them, before the server opens it.
      command: `rm -rf ${STAFF_DATA_DIR} && npx tsx tests/e2e/staff-server/create-staff-accounts.ts && exec node dist/server/main.js`,
      url: `${STAFF_BASE_URL}/api/health`,
      env: {
        HOST: "127.0.0.1",
        PORT: String(STAFF_PORT),
        DATA_DIR: STAFF_DATA_DIR,
        PUBLIC_URL: STAFF_BASE_URL,
        LOG_LEVEL: "warn",
      },
      reuseExistingServer: false,
      timeout: 240_000,
    },
    {
      // A stand-in for Little Hotelier's Rates API (tests/fakes/little-hotelier.ts), answering the
      // channel of each app server below; tests steer it per channel and day (little-hotelier-control.ts).
      command: "node --import tsx tests/fakes/little-hotelier-main.ts",
      url: `${FAKE_LH_BASE_URL}/health`,
      env: { FAKE_LH_PORT: String(FAKE_LH_PORT), FAKE_LH_CHANNELS: LH_PROJECTS.map((project) => littleHotelierSite(project).channelCode).join(",") },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    // The stay search and the Room Inventory and Pricing tabs against the real server with Little
    // Hotelier configured: one server per browser project (its own database, staff accounts and
    // channel), so one project's inventory sync or failing Little Hotelier never shows in the other's.
    ...LH_PROJECTS.map((project) => {
      const site = littleHotelierSite(project);
      return {
        command: `rm -rf ${site.dataDir} && npx tsx tests/e2e/staff-server/create-staff-accounts.ts && exec node dist/server/main.js`,
        url: `${site.origin}/api/health`,
        env: {
          HOST: "127.0.0.1",
          PORT: String(site.port),
          DATA_DIR: site.dataDir,
          PUBLIC_URL: site.origin,
          LOG_LEVEL: "error",
          LH_API_BASE: FAKE_LH_BASE_URL,
          LH_CHANNEL_CODE: site.channelCode,
        },
        reuseExistingServer: false,
        timeout: 240_000,
      };
    }),
  ],
});
