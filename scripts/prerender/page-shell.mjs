// The HTML shell every pre-rendered page is poured into: the built index.html with its stylesheet
// inline, its entry script swapped for the after-paint app loader, the before-paint scripts and
// font preloads in <head>; and the check that no page carries inline code the CSP would block.
import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

/**
 * The site's one stylesheet (about 13 KB gzipped) goes inline into every page: the first paint
 * then waits for no second request (ADR 011). The CSP allows exactly this block by its hash.
 */
function inlineStylesheet(clientDir, html) {
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g)];
  if (links.length !== 1) throw new Error(`dist/client/index.html should link one stylesheet, not ${links.length}`);
  const [link, file] = links[0];
  const css = readFileSync(path.join(clientDir, file), "utf8");
  if (css.includes("</style")) throw new Error(`${file} cannot be inlined: it contains </style`);
  const hash = `'sha256-${createHash("sha256").update(css).digest("base64")}'`;
  return { html: html.replace(link, () => `<style>${css}</style>`), css, hash };
}

/**
 * The pages work before their JavaScript arrives: the built entry <script> and its modulepreload
 * links are taken out (afterPaintModules lists them again) and the inline app loader, last in
 * <body>, imports the entry after the first paint (ADR 011).
 */
function deferEntry(html, appLoaderScript) {
  const entry = /\s*<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/g;
  const entries = html.match(entry) ?? [];
  if (entries.length !== 1) throw new Error(`dist/client/index.html should have one entry script, not ${entries.length}`);
  return html
    .replace(entry, "")
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, "")
    .replace("</body>", () => `<script>${appLoaderScript}</script>\n  </body>`);
}

/** Font files to preload: the Latin subsets every page uses above the fold. */
function fontPreloads(clientDir) {
  const files = readdirSync(path.join(clientDir, "assets"));
  const wanted = [/^inter-latin-wght-normal-.*\.woff2$/, /^playfair-display-latin-wght-normal-.*\.woff2$/];
  return wanted.map((pattern) => {
    const file = files.find((name) => pattern.test(name));
    if (!file) throw new Error(`No font file matching ${pattern} in dist/client/assets`);
    return `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`;
  });
}

/**
 * @param {object} options
 * @param {string} options.clientDir dist/client, after `vite build`
 * @param {Record<string, { file: string, imports?: string[] }>} options.viteManifest
 * @param {{ HEAD_INLINE_SCRIPTS: string[], INLINE_SCRIPTS: string[], APP_LOADER_SCRIPT: string, AFTER_PAINT_MODULES_ID: string }} options.inlineCode
 */
export function createPageShell({ clientDir, viteManifest, inlineCode }) {
  const builtTemplate = readFileSync(path.join(clientDir, "index.html"), "utf8");
  for (const marker of ["<!--app-head-->", "<!--app-html-->"]) {
    if (!builtTemplate.includes(marker)) throw new Error(`dist/client/index.html lacks ${marker}`);
  }
  const { html: template, css, hash } = inlineStylesheet(clientDir, deferEntry(builtTemplate, inlineCode.APP_LOADER_SCRIPT));
  const headScripts = inlineCode.HEAD_INLINE_SCRIPTS.map((script) => `<script>${script}</script>`);
  const fonts = fontPreloads(clientDir);

  /** The chunk files a source module needs: its own and, recursively, its static imports. */
  function chunkFiles(key, seen = new Set()) {
    const chunk = viteManifest[key];
    if (!chunk) throw new Error(`No chunk for ${key} in the Vite manifest`);
    if (seen.has(key)) return [];
    seen.add(key);
    return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => chunkFiles(imported, seen))];
  }

  /** The two entries: the staff area's app, and the islands runtime of the public pages (ADR 044). */
  const entries = { staff: "index.html", islands: "src/web/entry-islands.ts" };

  /** The entry and its static imports: the links the app loader adds after the first paint. */
  function afterPaintModules(entry) {
    const links = chunkFiles(entries[entry]).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
    return `<template id="${inlineCode.AFTER_PAINT_MODULES_ID}" data-entry="/${viteManifest[entries[entry]].file}">${links.join("")}</template>`;
  }

  /** A page from its head tags and its pre-rendered markup; public pages load the islands runtime. */
  function page({ head, html, entry = "islands" }) {
    const headHtml = [head, ...headScripts, ...fonts, afterPaintModules(entry)].join("\n    ");
    return template.replace("<!--app-head-->", () => headHtml).replace("<!--app-html-->", () => html);
  }

  /** The CSP allows the inline scripts of src/shared/page-scripts/inline-scripts.ts and one style block; fail the build on any other. */
  function assertOnlyAllowedInlineCode(file, html) {
    for (const [, tag, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      const external = /\bsrc=/.test(tag);
      const data = /type="application\/(ld\+)?json"/.test(tag);
      if (!external && !data && !inlineCode.INLINE_SCRIPTS.includes(body)) throw new Error(`${file} has an inline script the CSP would block`);
    }
    if (/<[a-z][^>]*\son[a-z]+=/i.test(html)) throw new Error(`${file} has an inline event handler`);
    for (const [, body] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) {
      if (body !== css) throw new Error(`${file} has a style block the CSP would block`);
    }
  }

  return { page, assertOnlyAllowedInlineCode, inlineStyleHash: hash };
}
