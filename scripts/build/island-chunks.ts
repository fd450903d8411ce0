// How the browser build groups the code the public pages' islands load later (ADR 044, ADR 051).
//
// Left to itself the bundler gives every set of modules shared by a different set of islands a
// chunk of its own: a content page's five layout islands (menu, theme switch, cookie banner,
// cookie settings button, newsletter sign-up) came as 28 files, most under 0.6 KB, each
// compressed on its own and each an import for the browser to resolve. Every public page has all
// five, so their code is one chunk: `layout-islands`, and `site-ui` for the part the staff area
// shares (buttons, icons, class names), which the staff app loads anyway.
//
// What stays out of both: React and React DOM (chunks of their own, by name), whatever
// the islands runtime imports itself (it is on the page before any island wakes, and grouping it
// would drag a group into the first load), and code only a page's own islands use (a form's
// validation loads with that form).
import path from "node:path";

/** The part of the module graph a grouping decision reads (rolldown's ChunkingContext). */
export interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[]; dynamicImporters: readonly string[] } | null;
}

const ISLANDS_DIR = "src/web/islands/";
/** The islands every public page's layout holds (src/web/components/layout). */
const LAYOUT_ISLANDS = ["site-menu", "theme-switch", "cookie-banner", "cookie-settings-button", "newsletter-sign-up"];
const MOUNT_MODULE = "src/web/lib/islands/mount-island.tsx";
const ISLANDS_ENTRY = "src/web/entry-islands.ts";
const PRICE_SLOTS_MODULE = "src/web/features/rooms/live-price-slots.ts";
const REACT_DOM = /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/;
const REACT = /[\\/]node_modules[\\/]react[\\/]/;

const isLoadedLazily = (relative: string) => relative === MOUNT_MODULE || relative.startsWith(ISLANDS_DIR);

type Root = "layout" | "island" | "first-load" | "staff";

/** What a module is loaded for: the roots found walking up its importers, static and lazy. */
function rootsOf(id: string, graph: ModuleGraph, projectRoot: string): Set<Root> {
  const roots = new Set<Root>();
  const seen = new Set([id]);
  const pending = [id];
  while (pending.length) {
    const current = pending.pop()!;
    const relative = path.relative(projectRoot, current).split(path.sep).join("/");
    // Islands and the mount module are loaded lazily by the runtime: the walk stops there.
    if (relative === MOUNT_MODULE || LAYOUT_ISLANDS.some((name) => relative === `${ISLANDS_DIR}${name}.tsx`)) roots.add("layout");
    else if (relative.startsWith(ISLANDS_DIR)) roots.add("island");
    // The runtime, and the price filler it imports on pages with prices, load before any island wakes.
    else if (relative === ISLANDS_ENTRY || relative === PRICE_SLOTS_MODULE) roots.add("first-load");
    else {
      const info = graph.getModuleInfo(current);
      const importers = [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])];
      // A module nothing imports, other than the runtime, is the staff app's entry.
      if (importers.length === 0) roots.add("staff");
      for (const importer of importers.filter((next) => !seen.has(next))) {
        seen.add(importer);
        pending.push(importer);
      }
    }
  }
  return roots;
}

/** The chunk a module of the browser build goes to, or null to leave it to the bundler. */
export function islandChunkName(id: string, graph: ModuleGraph, projectRoot: string): string | null {
  // Each island and the mount module keep a chunk of their own (a line or two each) so that the
  // Vite manifest still names them, for the pre-render's preloads and the build's budget table.
  // React and React DOM by name, each the same file for every island and the staff app.
  if (REACT_DOM.test(id)) return "react-dom";
  if (REACT.test(id)) return "react";
  if (isLoadedLazily(path.relative(projectRoot, id).split(path.sep).join("/"))) return null;
  const roots = rootsOf(id, graph, projectRoot);
  if (roots.has("first-load")) return null;
  if (!roots.has("layout")) return null;
  return roots.has("staff") ? "site-ui" : "layout-islands";
}
