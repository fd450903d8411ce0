import { existsSync } from "node:fs";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { readPublicConfig } from "./src/shared/public-config.ts";
import { THEME_INIT_SCRIPT } from "./src/shared/theme-script.ts";

/**
 * In development there is no pre-render, so the dev server puts the theme initialiser into the
 * page itself; in a build, scripts/prerender.mjs writes it into every page's <head>.
 */
function themeInitInDevelopment(): Plugin {
  return {
    name: "theme-init-in-development",
    apply: "serve",
    transformIndexHtml: () => [{ tag: "script", children: THEME_INIT_SCRIPT, injectTo: "head-prepend" }],
  };
}

const API_SERVER = process.env.API_SERVER ?? "http://127.0.0.1:3000";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), themeInitInDevelopment()],
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
    rolldownOptions: isSsrBuild ? { checks: { ineffectiveDynamicImport: false } } : {},
  },
  server: {
    proxy: { "/api": API_SERVER, "/trpc": API_SERVER },
  },
}));
