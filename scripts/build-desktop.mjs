// Builds the reception desk app (src/desktop/) into dist/desktop/: the main process and the
// preload as CommonJS bundles (Electron's sandboxed preload needs it), the app's own screens, and
// the small package.json electron-builder packs (directories.app): nothing of the server, no
// node_modules.
//
// Two settings come from the environment (the release workflow sets both, ADR 042):
// DESK_UPDATE_URL, the update feed, is written into main.cjs (the app reads no variable on the
// desk, so the installers carry it); DESK_VERSION, the version from the release tag, is the app's
// version (else the project's). Without DESK_UPDATE_URL the app never looks for updates.
import { copyFile, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { build } from "esbuild";

const out = "dist/desktop";
const root = JSON.parse(await readFile("package.json", "utf8"));

const version = process.env.DESK_VERSION || root.version;
if (!/^\d+\.\d+\.\d+$/.test(version)) throw new Error(`DESK_VERSION must be MAJOR.MINOR.PATCH, not "${version}"`);
const updateFeed = process.env.DESK_UPDATE_URL || undefined;
if (updateFeed !== undefined) {
  const feed = URL.canParse(updateFeed) ? new URL(updateFeed) : null;
  const local = feed?.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(feed.hostname);
  if (feed?.protocol !== "https:" && !local) throw new Error("DESK_UPDATE_URL must start with https:// (http:// only for localhost)");
}

await rm(out, { recursive: true, force: true });
await mkdir(`${out}/pages`, { recursive: true });

const common = { bundle: true, logLevel: "warning", legalComments: "none", minify: true };
await Promise.all([
  build({
    ...common,
    entryPoints: ["src/desktop/main.ts"],
    outfile: `${out}/main.cjs`,
    platform: "node",
    format: "cjs",
    target: "node22",
    external: ["electron"],
    define: { "process.env.DESK_UPDATE_URL": updateFeed === undefined ? "undefined" : JSON.stringify(updateFeed) },
  }),
  build({ ...common, entryPoints: ["src/desktop/preload.ts"], outfile: `${out}/preload.cjs`, platform: "node", format: "cjs", target: "chrome140", external: ["electron"] }),
  build({ ...common, entryPoints: ["src/desktop/pages/setup.ts", "src/desktop/pages/offline.ts"], outdir: `${out}/pages`, platform: "browser", format: "iife", target: "chrome140" }),
]);
for (const file of ["setup.html", "offline.html", "desk.css"]) await copyFile(`src/desktop/pages/${file}`, `${out}/pages/${file}`);

const appPackage = {
  name: "courtfield-reception",
  productName: "Courtfield Reception",
  version,
  description: "The reception desk app of The Courtfield Hotel: the staff area, locked down, with notices.",
  author: "The Courtfield Hotel",
  main: "main.cjs",
  private: true,
};
await writeFile(`${out}/package.json`, `${JSON.stringify(appPackage, null, 2)}\n`);
console.log(`Built ${out}/ (main.cjs, preload.cjs, pages/), version ${version}, ${updateFeed === undefined ? "no update feed" : `updates from ${updateFeed}`}`);
