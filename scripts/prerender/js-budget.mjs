// The build's table of first-load JavaScript per public page, against the budget: every module a
// page loads (the modulepreload links of its after-paint template), gzipped.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Prints the table and returns how many pages are over the budget.
 * @param {{ clientDir: string, pages: { path: string, file: string }[], budgetBytes: number }} options
 */
export function reportFirstLoadJavaScript({ clientDir, pages, budgetBytes }) {
  const gzipSizes = new Map();
  function gzipSize(file) {
    if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length);
    return gzipSizes.get(file);
  }

  function firstLoadBytes(html) {
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*\shref="\/([^"]+)"/g)].map((m) => m[1]);
    return [...new Set(preloads)].reduce((sum, file) => sum + gzipSize(file), 0);
  }

  const rows = pages.map((page) => ({ path: page.path, bytes: firstLoadBytes(readFileSync(path.join(clientDir, page.file), "utf8")) }));

  // Room pages share one page chunk: show them as one row.
  const roomRows = rows.filter((row) => /^\/rooms\/room-\d+$/.test(row.path));
  const shown = rows.filter((row) => !roomRows.includes(row));
  if (roomRows.length > 0) {
    const largest = Math.max(...roomRows.map((row) => row.bytes));
    shown.splice(shown.findIndex((row) => row.path === "/rooms") + 1, 0, { path: `/rooms/room-1 … room-${roomRows.length} (${roomRows.length} pages)`, bytes: largest });
  }

  const width = Math.max(...shown.map((row) => row.path.length));
  console.log(`\nFirst-load JavaScript per page (gzip, entry and every module the page loads; budget ${kb(budgetBytes)}):`);
  console.log(`  ${"route".padEnd(width)}  ${"gzip".padStart(9)}`);
  for (const row of shown) console.log(`  ${row.path.padEnd(width)}  ${kb(row.bytes).padStart(9)}${row.bytes > budgetBytes ? "  OVER BUDGET" : ""}`);

  const over = rows.filter((row) => row.bytes > budgetBytes).length;
  if (over > 0) console.warn(`\nWarning: ${over} page(s) exceed the first-load JavaScript budget of ${kb(budgetBytes)}.`);
  return over;
}
