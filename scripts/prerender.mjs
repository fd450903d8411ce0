// Writes one HTML file per public route into dist/client (plus 404.html and the staff-area
// shell), the manifest the server serves them by, a table of each page's first-load JS, and the
// check that no element's classes conflict (ADR 048).
// Runs after `vite build` (client) and `vite build --ssr src/web/entry-prerender.tsx`.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { reportClassConflicts } from "./prerender/class-conflicts.mjs";
import { reportPageJavaScript } from "./prerender/js-budget.mjs";
import { createPageShell } from "./prerender/page-shell.mjs";

const CLIENT_DIR = path.resolve("dist/client");
const SSR_ENTRY = path.resolve("dist/prerender/entry-prerender.js");
const VITE_MANIFEST = path.join(CLIENT_DIR, ".vite", "manifest.json");
/** A public page's JavaScript (gzip) before the first interaction and in all, by kind of page (ADR 057). */
const JAVASCRIPT_BUDGETS = {
  beforeInteraction: 30 * 1024,
  contentPageInAll: 90 * 1024,
  formPageInAll: 130 * 1024,
  // Over the first figure today, their islands waking when seen (ADR 057, "Not yet met"); the build prints them as over it.
  notYetMet: {
    "/": "its reviews carousel wakes when seen and brings React with it; it should wake on interaction, its code fetched once the page is idle.",
    "/data-request": "its data-request flow wakes when seen (it swaps the no-JavaScript links for buttons); it should stay HTML until touched.",
    "/book-addons/success": "its receipt view wakes when seen to read the booking; the receipt should be filled without React.",
  },
};

const { render, headFor, renderServerPageFrame, PUBLIC_ROUTES, ADMIN_PATHS, BUILT_PUBLIC_CONFIG, ...inlineCode } = await import(pathToFileURL(SSR_ENTRY).href);
const viteManifest = JSON.parse(readFileSync(VITE_MANIFEST, "utf8"));
const shell = createPageShell({ clientDir: CLIENT_DIR, viteManifest, inlineCode });

const written = [];
/** Every HTML file written, for the class check: a route's path, or the file's name. */
const htmlFiles = [];

function write(file, html, route) {
  shell.assertOnlyAllowedInlineCode(file, html);
  const target = path.join(CLIENT_DIR, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, html);
  if (route) written.push({ ...route, file });
  htmlFiles.push({ path: route?.path ?? file, file });
}

function fileFor(routePath) {
  return routePath === "/" ? "index.html" : `${routePath.slice(1)}/index.html`;
}

for (const route of PUBLIC_ROUTES) {
  const result = await render(route.path);
  if (result.status !== 200) throw new Error(`${route.path} rendered with status ${result.status}`);
  write(fileFor(route.path), shell.page(result), { path: route.path, public: true });
}

// The server sends 404.html for every unknown path (an unknown room gets room-not-found.html below).
const NOT_FOUND_FILE = "404.html";
const notFound = await render("/this-page-does-not-exist");
if (notFound.status !== 404) throw new Error(`The not-found page rendered with status ${notFound.status}`);
write(NOT_FOUND_FILE, shell.page(notFound));

// An unknown room (/rooms/room-99) is answered with the room page's own "Room Not Found" (HTTP 404).
const ROOM_NOT_FOUND_FILE = "room-not-found.html";
const roomNotFound = await render("/rooms/room-0");
if (!roomNotFound.html.includes("Room Not Found")) throw new Error("/rooms/room-0 should render the room page's Room Not Found");
write(ROOM_NOT_FOUND_FILE, shell.page(roomNotFound));

// The staff area is rendered in the browser only: an empty root that the client entry fills.
const ADMIN_FILE = "admin/index.html";
const adminShell = shell.page({ head: headFor(ADMIN_PATHS[0]), html: "", entry: "staff" });
write(ADMIN_FILE, adminShell.replace("</body>", () => "<noscript>The staff area needs JavaScript.</noscript>\n  </body>"));
for (const adminPath of ADMIN_PATHS) written.push({ path: adminPath, file: ADMIN_FILE, public: false });

// The frame of the pages the server writes (e-mailed links, answers to forms sent without
// JavaScript; ADR 038): never served as it is, the server fills in its markers per request.
const SERVER_PAGE_FILE = "server-page.html";
const serverPageFrame = await renderServerPageFrame();
write(SERVER_PAGE_FILE, shell.page(serverPageFrame));
const serverPage = { file: SERVER_PAGE_FILE, buttonClass: serverPageFrame.buttonClass };

writeFileSync(
  path.join(CLIENT_DIR, "prerender-manifest.json"),
  `${JSON.stringify({ routes: written, notFound: NOT_FOUND_FILE, roomNotFound: ROOM_NOT_FOUND_FILE, serverPage, inlineStyles: [shell.inlineStyleHash], publicConfig: BUILT_PUBLIC_CONFIG }, null, 2)}\n`,
);
// Build metadata (source paths) has no business being served.
rmSync(path.join(CLIENT_DIR, ".vite"), { recursive: true, force: true });

const over = reportPageJavaScript({
  clientDir: CLIENT_DIR,
  viteManifest,
  pages: [...written.filter((route) => route.public), { path: "(not found)", file: NOT_FOUND_FILE }, { path: "(server pages: e-mailed links)", file: SERVER_PAGE_FILE }],
  budgets: JAVASCRIPT_BUDGETS,
});
// ADR 048: no element of a page has two classes that set the same thing (listed when it fails).
const classConflicts = reportClassConflicts({ clientDir: CLIENT_DIR, pages: htmlFiles });
console.log(`\nWrote ${written.length} routes (${new Set(written.map((route) => route.file)).size} files) and ${NOT_FOUND_FILE}; manifest: dist/client/prerender-manifest.json`);
if (over.length > 0) console.error(`\nOver the JavaScript budget of ADR 057 (before the first interaction, or in all): ${over.map((row) => row.path).join(", ")}`);
if (classConflicts.length > 0) console.error(`\nClass conflicts on ${classConflicts.length} distinct elements (listed above): resolve each the ADR 048 way (docs/decisions/048-class-names-without-tailwind-merge.md).`);
if (over.length > 0 || classConflicts.length > 0) process.exit(1);
