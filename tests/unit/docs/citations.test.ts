import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The code cites only what a clone holds (ADR 058): a decision the code relies on is an ADR in
// docs/decisions/, and a comment cites that ADR, the OpenAPI document or a test, never the design
// notes, a section of the written description of the original site, or an issue number. This
// scans the comments of src/, scripts/ and the build's config files for those forms, and checks
// that every ADR cited in them exists. Strings there are not scanned: a user-facing text may hold
// a "§". In tests/ every line is scanned, since a test's name is a string: it names the behaviour
// or the ADR, never a section (this file alone is left out: it quotes the forms it refuses).

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const DECISIONS = path.join(ROOT, "docs/decisions");
const SCANNED_DIRS = ["src", "scripts", ".ci"];
const SCANNED_FILES = ["prisma/schema.prisma", "electron-builder.yml", "eslint.config.js", "vite.config.ts", "vitest.config.ts", "playwright.config.ts", "prisma.config.ts"];
/** Generated code (the Prisma client, from prisma/schema.prisma, which is scanned). */
const SKIPPED_DIRS = new Set(["src/server/db/generated"]);
/** Where whole lines are scanned, names of tests included. */
const TEST_DIR = "tests";
const THIS_FILE = "tests/unit/docs/citations.test.ts";
const EXTENSIONS = /\.(?:ts|tsx|mts|cts|js|mjs|cjs|css|html|prisma|ya?ml|sh)$|^run$/;

/** The citation forms a clone cannot follow, each with what to write instead. */
const FORBIDDEN: { pattern: RegExp; instead: string }[] = [
  { pattern: /\bDESIGN\b/, instead: "the ADR that records the decision" },
  { pattern: /\b[Dd]ecisions? \d+\b/, instead: "the ADR that records the decision" },
  { pattern: /\b(?:public-site|addons-privacy-admin)\b/, instead: "an ADR, the OpenAPI document or a test" },
  { pattern: /\b[Ii]ssues? #?\d+|\(issue: /, instead: "the ADR or the test" },
  { pattern: /\b(?:CONVENTIONS|ENVIRONMENT)\b/, instead: "an ADR, or the reason itself" },
];
/** A section sign is a citation unless the comment names the outside standard it points into. */
const SECTION_SIGN = /§/;
const OUTSIDE_STANDARD = /\b(?:RFC|WHATWG|W3C|WCAG|ASVS|ECMA(?:Script)?|ISO)\b/;
/** "ADR 044", "ADRs 044, 046 and 057". */
const ADR_CITATION = /\bADRs? (\d{3}(?:(?:,| and| or|,? and) \d{3})*)/g;

/** The comment text of a line: a whole comment line, or what follows a `//` or `/*` on it. */
export function commentOf(line: string): string | undefined {
  if (/^\s*(?:\/\/|\/\*|\*|#|--|\{\/\*)/.test(line)) return line;
  const starts = [line.indexOf("//"), line.indexOf("/*")].filter((index) => index >= 0);
  return starts.length === 0 ? undefined : line.slice(Math.min(...starts));
}

/** What is wrong with one comment: the forbidden forms it holds. */
export function citationsIn(comment: string): string[] {
  const found = FORBIDDEN.filter(({ pattern }) => pattern.test(comment)).map(({ pattern, instead }) => `${pattern.source} (cite ${instead})`);
  if (SECTION_SIGN.test(comment) && !OUTSIDE_STANDARD.test(comment)) found.push("§ (cite an ADR, the OpenAPI document or a test)");
  return found;
}

/** The ADR numbers a comment cites. */
export function adrsCitedIn(comment: string): string[] {
  return [...comment.matchAll(ADR_CITATION)].flatMap((match) => match[1]?.match(/\d{3}/g) ?? []);
}

function filesUnder(dir: string): string[] {
  const absolute = path.join(ROOT, dir);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(relative) ? [] : filesUnder(relative);
    return EXTENSIONS.test(entry.name) ? [relative] : [];
  });
}

function scannedComments(): { where: string; comment: string }[] {
  const files = [...SCANNED_DIRS.flatMap(filesUnder), ...SCANNED_FILES.filter((file) => existsSync(path.join(ROOT, file)))];
  const testFiles = filesUnder(TEST_DIR).filter((file) => file !== THIS_FILE);
  const linesOf = (file: string, pick: (line: string) => string | undefined) =>
    readFileSync(path.join(ROOT, file), "utf8")
      .split("\n")
      .flatMap((line, index) => {
        const comment = pick(line);
        return comment === undefined ? [] : [{ where: `${file}:${index + 1}`, comment }];
      });
  return [...files.flatMap((file) => linesOf(file, commentOf)), ...testFiles.flatMap((file) => linesOf(file, (line) => line))];
}

describe("citations in code", () => {
  it("recognises the forms a clone cannot follow, and lets an ADR or an outside standard through", () => {
    const old = [
      "// Staff sessions (DESIGN decision 2, the Lucia pattern): the cookie holds a random token",
      " * Only an owner moves money (decision 22), checked here too, whoever calls.",
      "/** The staff Room Inventory calls (addons-privacy-admin §7.3; ADR 027). */",
      "  /** §8.4: the banner over a form with errors. */",
      " * GET /api/health's answer (the operational contract in DESIGN.md; ADR 040).",
      "// Two-factor secrets are sealed at rest (issue 23, ADR 030): a copy of the database alone",
      "// When a staff call is tried again (spec 2 §9: up to 3 retries, exponential delay capped at 30 s).",
      " * names, in its order (CONVENTIONS item 6). A reader can only name columns of the base",
      " * Sign-in, sessions, accounts and the audit trail (issue: staff sign-in; DESIGN decisions 2, 3, 16,",
    ];
    for (const line of old) expect(citationsIn(commentOf(line) ?? ""), line).not.toEqual([]);
    const fine = [
      "// Staff sessions (ADR 013, the Lucia pattern): the cookie holds a random token",
      "/** One server-sent event in the text/event-stream format (WHATWG HTML §9.2). */",
      "// Phone numbers become E.164 here, on the server only (ADR 047)",
    ];
    for (const line of fine) expect(citationsIn(commentOf(line) ?? ""), line).toEqual([]);
    expect(commentOf('const SIGN = "§";')).toBeUndefined();
    expect(adrsCitedIn("// the budgets of ADRs 044, 046 and 057; ADR 011 first")).toEqual(["044", "046", "057", "011"]);
  });

  it("cite no design note, spec section or issue number in src/, scripts/, tests/ or the config files", () => {
    const comments = scannedComments();
    expect(comments.length).toBeGreaterThan(1000);
    const offending = comments.flatMap(({ where, comment }) => citationsIn(comment).map((problem) => `${where}: ${problem}: ${comment.trim()}`));
    expect(offending).toEqual([]);
  });

  it("cite only ADRs that exist in docs/decisions/", () => {
    const adrs = new Set(readdirSync(DECISIONS).flatMap((name) => /^(\d{3})-/.exec(name)?.[1] ?? []));
    const missing = scannedComments().flatMap(({ where, comment }) => adrsCitedIn(comment).filter((number) => !adrs.has(number)).map((number) => `${where}: ADR ${number}`));
    expect(missing).toEqual([]);
  });
});
