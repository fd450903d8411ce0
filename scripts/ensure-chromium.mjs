// The e2e tests drive the system's Chromium (Playwright's own browser download cannot work
// offline). Finds it, or installs Debian's package when running as root, or says how to get one.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    console.log("Chromium not found: installing Debian's chromium package…");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", { stdio: "inherit" });
  } else {
    console.error(
      `Chromium not found at ${CHROMIUM}. Install it (Debian/Ubuntu: sudo apt-get install chromium) ` +
        "or set CHROMIUM_PATH to a Chromium or Chrome binary.",
    );
    process.exit(1);
  }
}
