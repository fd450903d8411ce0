import { defineConfig } from "@playwright/test";
import { APP_BASE_URL, E2E_OUTPUT_DIR } from "./tests/e2e/app-server-address.ts";

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
  webServer: {
    // The fakes of Stripe and Little Hotelier and the four app servers, started side by side
    // (tests/e2e/start-servers.ts says what each is for); it prints the line below once all answer.
    command: "node --import tsx tests/e2e/start-servers.ts",
    wait: { stdout: /e2e servers ready/ },
    reuseExistingServer: false,
    timeout: 300_000,
  },
});
