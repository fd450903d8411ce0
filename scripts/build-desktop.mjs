// Builds the reception desk app (src/desktop/) into dist/desktop/: the main process and the
// preload as CommonJS bundles (Electron's sandboxed preload needs it), the app's own screens, and
// the small package.json electron-builder packs (directories.app): nothing of the server, no
// node_modules.
import { copyFile, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { build } from "esbuild";

const out = "dist/desktop";
await rm(out, { recursive: true, force: true });
await mkdir(`${out}/pages`, { recursive: true });

const common = { bundle: true, logLevel: "warning", legalComments: "none", minify: true };
await Promise.all([
  build({ ...common, entryPoints: ["src/desktop/main.ts"], outfile: `${out}/main.cjs`, platform: "node", format: "cjs", target: "node22", external: ["electron"] }),
  build({ ...common, entryPoints: ["src/desktop/preload.ts"], outfile: `${out}/preload.cjs`, platform: "node", format: "cjs", target: "chrome140", external: ["electron"] }),
  build({ ...common, entryPoints: ["src/desktop/pages/setup.ts", "src/desktop/pages/offline.ts"], outdir: `${out}/pages`, platform: "browser", format: "iife", target: "chrome140" }),
]);
for (const file of ["setup.html", "offline.html", "desk.css"]) await copyFile(`src/desktop/pages/${file}`, `${out}/pages/${file}`);

const root = JSON.parse(await readFile("package.json", "utf8"));
const appPackage = {
  name: "courtfield-reception",
  productName: "Courtfield Reception",
  version: root.version,
  description: "The reception desk app of The Courtfield Hotel: the staff area, locked down, with notices.",
  author: "The Courtfield Hotel",
  main: "main.cjs",
  private: true,
};
await writeFile(`${out}/package.json`, `${JSON.stringify(appPackage, null, 2)}\n`);
console.log(`Built ${out}/ (main.cjs, preload.cjs, pages/)`);
