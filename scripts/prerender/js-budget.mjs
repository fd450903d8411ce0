// The build's table of JavaScript per public page, and its budgets (ADRs 044 and 057). A public
// page loads the islands runtime; an island's code (and React, with the mount module) loads when
// that island wakes. So a page has two figures, both gzipped:
// - before the first interaction: the runtime plus every island that wakes on sight (`visible`),
//   and the price slots' filler on a page with prices (ADR 046);
// - in all: the runtime, the mount module and every island on the page, with everything they can
//   import later (their dynamic imports too).
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ISLANDS_ENTRY = "src/web/entry-islands.ts";
const MOUNT_MODULE = "src/web/lib/islands/mount-island.tsx";
/** What the entry imports on a page that shows room prices (entry-islands.ts, ADR 046). */
const PRICE_SLOTS_MODULE = "src/web/features/rooms/live-price-slots.ts";
const hasPriceSlots = (html) => /\sdata-room-price=/.test(html);

/** The islands a page's HTML holds, with when each wakes (island-markup.ts). */
export function islandsIn(html) {
  return [...html.matchAll(/<div\b[^>]*\sdata-island="([^"]+)"[^>]*>/g)].map(([tag, name]) => ({ name, when: /\sdata-when="([^"]+)"/.exec(tag)?.[1] }));
}

/**
 * A page is a content page when its <main> holds no form and nothing that shows data as soon as
 * it is seen (a `visible` island: the add-on receipt, live prices): it should load next to
 * nothing up front.
 */
function isContentPage(html) {
  const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
  return !/<form\b/.test(main) && !hasPriceSlots(main) && !islandsIn(main).some((island) => island.when === "visible");
}

/**
 * The budgets (ADR 057, gzip): every public page at most `beforeInteraction` before the guest's
 * first interaction; in all, a content page at most `contentPageInAll` and a page with a form at
 * most `formPageInAll`. `notYetMet` names the pages still over the first figure, each with what is
 * left to do: they are printed as over it, and only that figure is not yet enforced on them.
 * @typedef {{ beforeInteraction: number, contentPageInAll: number, formPageInAll: number, notYetMet: Readonly<Record<string, string>> }} JavaScriptBudgets
 */

/**
 * Every page's row: its islands, its two figures, whether it is over a budget (`over`: the build
 * fails) and whether it is over the first figure while that is not yet met (`notYetMet`).
 * @param {{ clientDir: string, viteManifest: Record<string, { file: string, imports?: string[], dynamicImports?: string[] }>, pages: { path: string, file: string }[], budgets: JavaScriptBudgets }} options
 */
export function measurePageJavaScript({ clientDir, viteManifest, pages, budgets }) {
  const gzipSizes = new Map();
  const gzipSize = (file) => {
    if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length);
    return gzipSizes.get(file);
  };
  /** A module's chunk files: its own, its static imports and, with `later`, its dynamic imports. */
  const chunkFiles = (key, later, seen = new Set()) => {
    const chunk = viteManifest[key];
    if (!chunk) throw new Error(`No chunk for ${key} in the Vite manifest`);
    // The runtime is on the page already; its own lazy imports are the islands, counted one by one.
    if (seen.has(key) || (later && key === ISLANDS_ENTRY)) return [];
    seen.add(key);
    const imported = [...(chunk.imports ?? []), ...(later ? (chunk.dynamicImports ?? []) : [])];
    return [chunk.file, ...imported.flatMap((next) => chunkFiles(next, later, seen))];
  };
  const sum = (files) => [...new Set(files)].reduce((total, file) => total + gzipSize(file), 0);
  const islandModule = (name) => `src/web/islands/${name}.tsx`;

  return pages.map((page) => {
    const html = readFileSync(path.join(clientDir, page.file), "utf8");
    const islands = islandsIn(html);
    const seen = islands.filter((island) => island.when === "visible");
    const runtime = [...chunkFiles(ISLANDS_ENTRY, false), ...(hasPriceSlots(html) ? chunkFiles(PRICE_SLOTS_MODULE, false) : [])];
    const mount = chunkFiles(MOUNT_MODULE, true);
    const before = sum([...runtime, ...(seen.length > 0 ? mount : []), ...seen.flatMap((island) => chunkFiles(islandModule(island.name), false))]);
    const all = sum([...runtime, ...(islands.length > 0 ? mount : []), ...islands.flatMap((island) => chunkFiles(islandModule(island.name), true))]);
    const content = isContentPage(html);
    const overBefore = before > budgets.beforeInteraction;
    const notYetMet = overBefore && Object.hasOwn(budgets.notYetMet, page.path);
    const overInAll = all > (content ? budgets.contentPageInAll : budgets.formPageInAll);
    return { path: page.path, islands: [...new Set(islands.map((island) => island.name))], before, all, content, over: (overBefore && !notYetMet) || overInAll, notYetMet };
  });
}

/**
 * Prints the table, with a line per page not yet meeting the first figure, and returns the pages
 * over a budget the build enforces.
 * @param {Parameters<typeof measurePageJavaScript>[0]} options
 */
export function reportPageJavaScript(options) {
  const { beforeInteraction, contentPageInAll, formPageInAll, notYetMet } = options.budgets;
  const rows = measurePageJavaScript(options);

  // Room pages share their islands: show them as one row.
  const roomRows = rows.filter((row) => /^\/rooms\/room-\d+$/.test(row.path));
  const shown = rows.filter((row) => !roomRows.includes(row));
  if (roomRows.length > 0) {
    const largest = roomRows.reduce((a, b) => (b.all > a.all ? b : a));
    shown.splice(shown.findIndex((row) => row.path === "/rooms") + 1, 0, {
      ...largest,
      path: `/rooms/room-1 … room-${roomRows.length} (${roomRows.length} pages)`,
      over: roomRows.some((row) => row.over),
    });
  }

  const width = Math.max(...shown.map((row) => row.path.length));
  console.log(
    `\nJavaScript per public page (gzip). Budget (ADR 057, the build fails over it): ${kb(beforeInteraction)} before the first interaction on every page; in all, ${kb(contentPageInAll)} on a content page (no form in <main>) and ${kb(formPageInAll)} on a page with a form:`,
  );
  console.log(`  ${"route".padEnd(width)}  ${"kind".padEnd(7)}  ${"before".padStart(8)}  ${"in all".padStart(8)}  islands`);
  for (const row of shown) {
    const flag = row.over ? "  OVER BUDGET" : row.notYetMet ? `  OVER ${kb(beforeInteraction)} BEFORE INTERACTION (not yet met, below)` : "";
    console.log(`  ${row.path.padEnd(width)}  ${(row.content ? "content" : "form").padEnd(7)}  ${kb(row.before).padStart(8)}  ${kb(row.all).padStart(8)}  ${row.islands.join(", ")}${flag}`);
  }
  for (const row of rows.filter((candidate) => candidate.notYetMet)) {
    console.log(`  Not yet met: ${row.path} runs ${kb(row.before)} before the first interaction, over the ${kb(beforeInteraction)} of ADR 057. Left to do: ${notYetMet[row.path]}`);
  }
  return rows.filter((row) => row.over);
}
