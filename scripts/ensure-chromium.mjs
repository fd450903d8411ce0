// The e2e tests drive the system's Chromium (Playwright's own browser download cannot work
// offline). Finds it, or installs Debian's package when running as root, or says how to get one.
import { ensureDebianPackage } from "./ensure-debian-package.mjs";

ensureDebianPackage({ binary: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", packageName: "chromium", pathVariable: "CHROMIUM_PATH" });
