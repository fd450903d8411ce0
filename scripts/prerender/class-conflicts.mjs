// The build's check of ADR 048's rule on the pre-rendered pages. `cn` is a plain join, so when a
// component puts a caller's `className` after its own classes and both set the same thing
// (`px-5` and `px-2`), the element gets both and the stylesheet's order, not the caller, decides.
// An element whose class list tailwind-merge would shorten (leaving exact duplicates aside) has
// such a pair: the build lists it and fails. tailwind-merge is a devDependency used here only;
// nothing in src/web imports it, so it never reaches the browser.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { extendTailwindMerge } from "tailwind-merge";

/** Our design tokens and custom utilities (`@theme`, `@utility`), and Tailwind's default theme. */
const PROJECT_STYLESHEET = fileURLToPath(new URL("../../src/web/styles.css", import.meta.url));
const TAILWIND_THEME = createRequire(import.meta.url).resolve("tailwindcss/theme.css");

/**
 * Our `@utility` classes and what tailwind-merge should take each for. Told nothing, it would take
 * `bg-lattice` for a background colour (and report it beside `bg-deep`) and not know `scheme-deep`.
 * A new `@utility` in styles.css fails the check until it is added here.
 */
const CUSTOM_UTILITIES = {
  // background-image: a pattern over the element's background colour, not instead of it.
  "bg-lattice": { group: "bg-image" },
  // A deep wine band: sets background-color and color, so it conflicts with a background or text colour.
  "scheme-deep": { group: "scheme-deep", conflictsWith: ["bg-color", "text-color"] },
};

/** Tailwind v4 still writes `bg-gradient-to-br` (the old name of `bg-linear-to-br`); tailwind-merge 3 knows only the new one. */
const GRADIENT_DIRECTIONS = ["t", "tr", "r", "br", "b", "bl", "l", "tl"];

/**
 * The theme variables of stylesheets in the namespaces tailwind-merge keeps a scale for:
 * `--color-brand` gives color "brand", `--tracking-eyebrow` tracking "eyebrow".
 * @param {string} css
 */
function themeTokens(css) {
  const tokens = { color: new Set(), font: new Set(), text: new Set(), tracking: new Set(), leading: new Set(), animate: new Set() };
  for (const [, namespace, name] of css.matchAll(/--(color|font|text|tracking|leading|animate)-([a-z0-9]+(?:-[a-z0-9]+)*)\s*:/g)) {
    if (namespace === "font" && name.startsWith("weight-")) continue; // --font-weight-bold is the font-weight scale
    tokens[namespace].add(name);
  }
  return Object.fromEntries(Object.entries(tokens).map(([namespace, names]) => [namespace, [...names]]));
}

/** The `@utility` names a stylesheet defines. */
function customUtilities(css) {
  return [...css.matchAll(/@utility\s+([\w-]+)/g)].map(([, name]) => name);
}

/**
 * tailwind-merge told our theme: colours are exactly Tailwind's palette and ours (not "any
 * word", its default, which would take an unknown `bg-…` for a colour), our fonts, letter
 * spacing and animation join Tailwind's, and our custom utilities are classified.
 * @param {string} projectCss the project's stylesheet (src/web/styles.css)
 */
function createClassMerge(projectCss) {
  const unknown = customUtilities(projectCss).filter((name) => !(name in CUSTOM_UTILITIES));
  if (unknown.length > 0) throw new Error(`Tell scripts/prerender/class-conflicts.mjs what these @utility classes of src/web/styles.css set: ${unknown.join(", ")}`);
  const tokens = themeTokens(`${readFileSync(TAILWIND_THEME, "utf8")}\n${projectCss}`);
  const classGroups = { "bg-image": [{ "bg-gradient-to": GRADIENT_DIRECTIONS }] };
  const conflictingClassGroups = {};
  for (const [name, { group, conflictsWith = [] }] of Object.entries(CUSTOM_UTILITIES)) {
    (classGroups[group] ??= []).push(name);
    (conflictingClassGroups[group] ??= []).push(...conflictsWith);
    for (const other of conflictsWith) (conflictingClassGroups[other] ??= []).push(group);
  }
  return extendTailwindMerge({
    override: { theme: { color: [...tokens.color, "inherit", "current", "transparent"] } },
    extend: {
      theme: { font: tokens.font, text: tokens.text, tracking: tokens.tracking, leading: tokens.leading, animate: tokens.animate },
      classGroups,
      conflictingClassGroups,
    },
  });
}

const ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const decode = (text) =>
  text.replace(/&(?:#x([\da-f]+)|#(\d+)|([a-z]+));/gi, (entity, hex, dec, name) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : dec ? String.fromCodePoint(Number(dec)) : (ENTITIES[name] ?? entity),
  );

/** Every element of a page's HTML that has a class attribute: its tag and its classes (scripts, styles and comments left out). */
function elementsWithClasses(html) {
  const markup = html.replace(/<!--[\s\S]*?-->|<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, "");
  const elements = [];
  for (const [, tag, attributes] of markup.matchAll(/<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g)) {
    const value = /(?:^|\s)class\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i.exec(attributes);
    if (value) elements.push({ tag: tag.toLowerCase(), classes: decode(value[1] ?? value[2] ?? value[3]) });
  }
  return elements;
}

/**
 * The conflicting pairs in one class list: each class tailwind-merge would drop, with the later
 * classes that drop it.
 * @param {string} classes
 * @param {(classes: string) => string} merge
 */
function conflictsIn(classes, merge) {
  const list = [...new Set(classes.split(/\s+/).filter(Boolean))];
  const kept = new Set(merge(list.join(" ")).split(" "));
  if (kept.size >= list.length) return [];
  return list
    .filter((name) => !kept.has(name))
    .map((dropped) => ({ dropped, by: list.filter((other) => other !== dropped && !merge(`${dropped} ${other}`).split(" ").includes(dropped)) }));
}

/**
 * Every pre-rendered page's elements checked: how many, and the conflicts found, one entry per
 * distinct element (tag and classes) with the pages it is on.
 * @param {{ clientDir: string, pages: { path: string, file: string }[], projectCss?: string }} options
 */
export function findClassConflicts({ clientDir, pages, projectCss = readFileSync(PROJECT_STYLESHEET, "utf8") }) {
  const merge = createClassMerge(projectCss);
  const checked = new Map();
  const conflicts = new Map();
  let elements = 0;
  for (const page of pages) {
    for (const { tag, classes } of elementsWithClasses(readFileSync(path.join(clientDir, page.file), "utf8"))) {
      elements += 1;
      if (!checked.has(classes)) checked.set(classes, conflictsIn(classes, merge));
      const pairs = checked.get(classes);
      if (pairs.length === 0) continue;
      const key = `${tag} ${classes}`;
      if (!conflicts.has(key)) conflicts.set(key, { tag, classes, pairs, pages: [] });
      const pagesOf = conflicts.get(key).pages;
      if (!pagesOf.includes(page.path)) pagesOf.push(page.path);
    }
  }
  return { pages: pages.length, elements, conflicts: [...conflicts.values()] };
}

const count = (n) => n.toLocaleString("en-GB");

/**
 * Prints one line when no element has a conflict, or lists them; returns the conflicts for the
 * build to fail on.
 * @param {Parameters<typeof findClassConflicts>[0]} options
 */
export function reportClassConflicts(options) {
  const { pages, elements, conflicts } = findClassConflicts(options);
  if (conflicts.length === 0) {
    console.log(`\nClass conflicts: none in ${count(pages)} pages, ${count(elements)} elements`);
    return conflicts;
  }
  console.error(
    `\nClass conflicts: ${conflicts.length} distinct elements in ${count(pages)} pages have two classes that set the same thing, so the stylesheet's order decides between them, not the caller (ADR 048: a component's className may only add classes the component does not set; what a caller may change is a prop or a variant):`,
  );
  for (const { tag, classes, pairs, pages: on } of conflicts) {
    const where = on.length > 3 ? `${on.slice(0, 3).join(", ")} and ${on.length - 3} more` : on.join(", ");
    console.error(`  <${tag}> on ${where}: ${pairs.map(({ dropped, by }) => `${dropped} vs ${by.join(", ")}`).join("; ")}\n    class="${classes}"`);
  }
  return conflicts;
}
