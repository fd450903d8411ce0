// Writes one HTML file per public route into dist/client (plus 404.html and the staff-area
// shell), the manifest the server serves them by, and a table of each page's first-load JS.
// Runs after `vite build` (client) and `vite build --ssr src/web/entry-prerender.tsx`.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

const CLIENT_DIR = path.resolve("dist/client");
const SSR_ENTRY = path.resolve("dist/prerender/entry-prerender.js");
const VITE_MANIFEST = path.join(CLIENT_DIR, ".vite", "manifest.json");
/** First-load JavaScript budget per public page, gzipped; over it the build warns (fails with JS_BUDGET_STRICT=1). */
const BUDGET_BYTES = Number(process.env.JS_BUDGET_KB ?? 120) * 1024;

const { render, headFor, PUBLIC_ROUTES, ADMIN_PATHS, HEAD_INLINE_SCRIPTS, INLINE_SCRIPTS, APP_LOADER_SCRIPT, AFTER_PAINT_MODULES_ID } = await import(pathToFileURL(SSR_ENTRY).href);
const viteManifest = JSON.parse(readFileSync(VITE_MANIFEST, "utf8"));
const builtTemplate = readFileSync(path.join(CLIENT_DIR, "index.html"), "utf8");

for (const marker of ["<!--app-head-->", "<!--app-html-->"]) {
  if (!builtTemplate.includes(marker)) throw new Error(`dist/client/index.html lacks ${marker}`);
}

/**
 * The site's one stylesheet (about 13 KB gzipped) goes inline into every page: the first paint
 * then waits for no second request (ADR 011). The CSP allows exactly this block by its hash.
 */
function inlineStylesheet(html) {
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g)];
  if (links.length !== 1) throw new Error(`dist/client/index.html should link one stylesheet, not ${links.length}`);
  const [link, file] = links[0];
  const css = readFileSync(path.join(CLIENT_DIR, file), "utf8");
  if (css.includes("</style")) throw new Error(`${file} cannot be inlined: it contains </style`);
  const hash = `'sha256-${createHash("sha256").update(css).digest("base64")}'`;
  return { html: html.replace(link, () => `<style>${css}</style>`), css, hash };
}

/**
 * The pages work before their JavaScript arrives: the built entry <script> and its modulepreload
 * links are taken out (afterPaintModules lists them again) and the inline app loader, last in
 * <body>, imports the entry after the first paint (ADR 011).
 */
function deferEntry(html) {
  const entry = /\s*<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/g;
  const entries = html.match(entry) ?? [];
  if (entries.length !== 1) throw new Error(`dist/client/index.html should have one entry script, not ${entries.length}`);
  return html
    .replace(entry, "")
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, "")
    .replace("</body>", () => `<script>${APP_LOADER_SCRIPT}</script>\n  </body>`);
}

const { html: template, css: INLINE_CSS, hash: INLINE_STYLE_HASH } = inlineStylesheet(deferEntry(builtTemplate));

/** The chunk files a source module needs: its own and, recursively, its static imports. */
function chunkFiles(key, seen = new Set()) {
  const chunk = viteManifest[key];
  if (!chunk) throw new Error(`No chunk for ${key} in the Vite manifest`);
  if (seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => chunkFiles(imported, seen))];
}

/** Font files to preload: the Latin subsets every page uses above the fold. */
function fontPreloads() {
  const files = readdirSync(path.join(CLIENT_DIR, "assets"));
  const wanted = [/^inter-latin-wght-normal-.*\.woff2$/, /^playfair-display-latin-wght-normal-.*\.woff2$/];
  return wanted.map((pattern) => {
    const file = files.find((name) => pattern.test(name));
    if (!file) throw new Error(`No font file matching ${pattern} in dist/client/assets`);
    return `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`;
  });
}

const FONT_PRELOADS = fontPreloads();
const HEAD_SCRIPTS = HEAD_INLINE_SCRIPTS.map((script) => `<script>${script}</script>`);
const ENTRY_CHUNKS = new Set(chunkFiles("index.html"));
const ENTRY_FILE = viteManifest["index.html"].file;

/** The entry, its imports and the page's own chunks: the links the app loader adds after the first paint. */
function afterPaintModules(pageModules) {
  const links = [...new Set([...ENTRY_CHUNKS, ...pageModules.flatMap((module) => chunkFiles(module))])].map(
    (file) => `<link rel="modulepreload" crossorigin href="/${file}">`,
  );
  return `<template id="${AFTER_PAINT_MODULES_ID}" data-entry="/${ENTRY_FILE}">${links.join("")}</template>`;
}

function page({ head, html, pageModules }) {
  const headHtml = [head, ...HEAD_SCRIPTS, ...FONT_PRELOADS, afterPaintModules(pageModules)].join("\n    ");
  return template.replace("<!--app-head-->", () => headHtml).replace("<!--app-html-->", () => html);
}

/** The CSP allows the inline scripts of src/shared/inline-scripts.ts and one style block; fail the build on any other. */
function assertOnlyAllowedInlineCode(file, html) {
  for (const [, tag, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const external = /\bsrc=/.test(tag);
    const data = /type="application\/(ld\+)?json"/.test(tag);
    if (!external && !data && !INLINE_SCRIPTS.includes(body)) throw new Error(`${file} has an inline script the CSP would block`);
  }
  if (/<[a-z][^>]*\son[a-z]+=/i.test(html)) throw new Error(`${file} has an inline event handler`);
  for (const [, body] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) {
    if (body !== INLINE_CSS) throw new Error(`${file} has a style block the CSP would block`);
  }
}

const written = [];

function write(file, html, route) {
  assertOnlyAllowedInlineCode(file, html);
  const target = path.join(CLIENT_DIR, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, html);
  if (route) written.push({ ...route, file });
}

function fileFor(routePath) {
  return routePath === "/" ? "index.html" : `${routePath.slice(1)}/index.html`;
}

for (const route of PUBLIC_ROUTES) {
  const result = await render(route.path);
  if (result.status !== 200) throw new Error(`${route.path} rendered with status ${result.status}`);
  write(fileFor(route.path), page(result), { path: route.path, public: true });
}

// The server sends 404.html for every unknown path, which the client router may match
// differently (/rooms/room-99 is a room page that says "Room Not Found"); the marker makes the
// client render it afresh instead of hydrating markup that does not belong to that URL.
const NOT_FOUND_FILE = "404.html";
const notFound = await render("/this-page-does-not-exist");
if (notFound.status !== 404) throw new Error(`The not-found page rendered with status ${notFound.status}`);
write(NOT_FOUND_FILE, page(notFound).replace('<div id="root">', () => '<div id="root" data-not-found>'));

// The staff area is rendered in the browser only: an empty root that the client entry fills.
const ADMIN_FILE = "admin/index.html";
const adminShell = template
  .replace("<!--app-head-->", () => [headFor(ADMIN_PATHS[0]), ...HEAD_SCRIPTS, ...FONT_PRELOADS, afterPaintModules([])].join("\n    "))
  .replace("<!--app-html-->", () => "");
write(ADMIN_FILE, adminShell.replace("</body>", () => "<noscript>The staff area needs JavaScript.</noscript>\n  </body>"));
for (const adminPath of ADMIN_PATHS) written.push({ path: adminPath, file: ADMIN_FILE, public: false });

writeFileSync(path.join(CLIENT_DIR, "prerender-manifest.json"), `${JSON.stringify({ routes: written, notFound: NOT_FOUND_FILE, inlineStyles: [INLINE_STYLE_HASH] }, null, 2)}\n`);
// Build metadata (source paths) has no business being served.
rmSync(path.join(CLIENT_DIR, ".vite"), { recursive: true, force: true });

// ---- First-load JavaScript per public page ---------------------------------------------------

const gzipSizes = new Map();
function gzipSize(file) {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(path.join(CLIENT_DIR, file)), { level: 9 }).length);
  return gzipSizes.get(file);
}

function firstLoadBytes(html) {
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*\shref="\/([^"]+)"/g)].map((m) => m[1]);
  return [...new Set(preloads)].reduce((sum, file) => sum + gzipSize(file), 0);
}

const rows = [...written.filter((route) => route.public), { path: "(not found)", file: NOT_FOUND_FILE }].map((route) => ({
  path: route.path,
  bytes: firstLoadBytes(readFileSync(path.join(CLIENT_DIR, route.file), "utf8")),
}));

// Room pages share one page chunk: show them as one row.
const roomRows = rows.filter((row) => /^\/rooms\/room-\d+$/.test(row.path));
const shown = rows.filter((row) => !roomRows.includes(row));
if (roomRows.length > 0) {
  const largest = Math.max(...roomRows.map((row) => row.bytes));
  shown.splice(shown.findIndex((row) => row.path === "/rooms") + 1, 0, { path: `/rooms/room-1 … room-${roomRows.length} (${roomRows.length} pages)`, bytes: largest });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const width = Math.max(...shown.map((row) => row.path.length));
console.log(`\nFirst-load JavaScript per page (gzip, entry and every module the page loads; budget ${kb(BUDGET_BYTES)}):`);
console.log(`  ${"route".padEnd(width)}  ${"gzip".padStart(9)}`);
for (const row of shown) console.log(`  ${row.path.padEnd(width)}  ${kb(row.bytes).padStart(9)}${row.bytes > BUDGET_BYTES ? "  OVER BUDGET" : ""}`);
console.log(`\nWrote ${written.length} routes (${new Set(written.map((route) => route.file)).size} files) and ${NOT_FOUND_FILE}; manifest: dist/client/prerender-manifest.json`);

const over = rows.filter((row) => row.bytes > BUDGET_BYTES);
if (over.length > 0) {
  console.warn(`\nWarning: ${over.length} page(s) exceed the first-load JavaScript budget of ${kb(BUDGET_BYTES)}.`);
  if (process.env.JS_BUDGET_STRICT === "1") process.exit(1);
}
