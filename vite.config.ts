import { existsSync } from "node:fs";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { readPublicConfig } from "./src/shared/site/public-config.ts";
import { HEAD_INLINE_SCRIPTS } from "./src/shared/page-scripts/inline-scripts.ts";
import { noChunkCycles } from "./scripts/build/chunk-cycles.ts";
import { islandChunkName } from "./scripts/build/island-chunks.ts";

/**
 * In development there is no pre-render, so the dev server puts the before-paint scripts (theme,
 * cookie banner) into the page itself; in a build, scripts/prerender.mjs writes them into every
 * page's <head>.
 */
function themeInitInDevelopment(): Plugin {
  return {
    name: "theme-init-in-development",
    apply: "serve",
    transformIndexHtml: () => HEAD_INLINE_SCRIPTS.map((children) => ({ tag: "script", children, injectTo: "head-prepend" as const })),
  };
}

const API_SERVER = process.env.API_SERVER ?? "http://127.0.0.1:3000";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), themeInitInDevelopment(), noChunkCycles()],
  define: {
    __PUBLIC_CONFIG__: JSON.stringify(readPublicConfig(process.env)),
    // The media build copies the film to /media/hero.mp4 only when the hotel supplied one.
    __HERO_VIDEO__: JSON.stringify(existsSync("content/photos/home/hero.mp4")),
  },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    // scripts/prerender.mjs reads it to modulepreload each page's own chunk, then deletes it.
    manifest: true,
    // Every supported browser has <link rel="modulepreload">; the polyfill would only add weight.
    modulePreload: { polyfill: false },
    // The pre-render bundle runs once in Node, where splitting means nothing; the client's lazy
    // imports of modules the pre-render also imports directly are expected there.
    // The browser build has two entries: the staff area's app (index.html) and the public pages'
    // islands runtime (ADR 044), which the pre-render puts in every public page instead.
    rolldownOptions: isSsrBuild
      ? { checks: { ineffectiveDynamicImport: false } }
      : {
          input: { index: "index.html", islands: "src/web/entry-islands.ts" },
          // The layout's islands, which every public page has, as one chunk (island-chunks.ts).
          output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: (id, graph) => islandChunkName(id, graph, import.meta.dirname) }] } },
        },
  },
  server: {
    proxy: { "/api": API_SERVER, "/trpc": API_SERVER },
  },
}));
