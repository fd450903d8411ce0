// A system program the tests drive (Chromium, HAProxy): found where Debian puts it, or installed
// from Debian's package when running as root, or a message saying how to get it.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

/** Exits with a message when `binary` is missing and cannot be installed here. */
export function ensureDebianPackage({ binary, packageName, pathVariable }) {
  if (existsSync(binary)) return;
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    console.log(`${packageName} not found: installing Debian's ${packageName} package…`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packageName}`, { stdio: "inherit" });
    return;
  }
  console.error(`${packageName} not found at ${binary}. Install it (Debian/Ubuntu: sudo apt-get install ${packageName}) or set ${pathVariable} to its path.`);
  process.exit(1);
}
