import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { findClassConflicts, reportClassConflicts } from "../../../scripts/prerender/class-conflicts.mjs";

// The build's check of ADR 048 (a component's className only adds classes the component does not
// set), on made-up pages, with the project's own stylesheet (src/web/styles.css) for its tokens.
let clientDir: string;

beforeAll(() => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), "class-conflicts-"));
});

afterAll(() => {
  vi.restoreAllMocks();
  rmSync(clientDir, { recursive: true, force: true });
});

// The inline script's markup is not an element of the page.
const page = (main: string) =>
  `<!doctype html><html><head><style>.px-5{padding-inline:1.25rem}</style><script>document.body.insertAdjacentHTML("beforeend", '<b class="px-5 px-2"></b>');</script></head><body class="min-h-dvh"><main>${main}</main></body></html>`;

function check(pages: Record<string, string>) {
  const files = Object.entries(pages).map(([pagePath, html]) => {
    const file = `${pagePath.slice(1) || "index"}.html`;
    writeFileSync(path.join(clientDir, file), html);
    return { path: pagePath, file };
  });
  return findClassConflicts({ clientDir, pages: files });
}

describe("the build's check of class conflicts (ADR 048)", () => {
  it("reports an element with two classes of the same kind: its page, tag and the conflicting classes", () => {
    const result = check({ "/contact": page('<p class="mt-4">Write to us</p><a class="inline-flex px-5 py-2 px-2" href="/">Home</a>') });
    expect(result).toMatchObject({ pages: 1, elements: 3 });
    expect(result.conflicts).toEqual([{ tag: "a", classes: "inline-flex px-5 py-2 px-2", pairs: [{ dropped: "px-5", by: ["px-2"] }], pages: ["/contact"] }]);
  });

  it("reports our own tokens and utilities when they do conflict", () => {
    const { conflicts } = check({
      "/": page('<span class="text-brand text-gold">a</span><span class="tracking-eyebrow tracking-wide">b</span><div class="scheme-deep bg-muted">c</div>'),
    });
    expect(conflicts.map((conflict) => conflict.pairs)).toEqual([[{ dropped: "text-brand", by: ["text-gold"] }], [{ dropped: "tracking-eyebrow", by: ["tracking-wide"] }], [{ dropped: "scheme-deep", by: ["bg-muted"] }]]);
  });

  it("takes no class under a different variant, or our tokens of different kinds, for a conflict", () => {
    const { conflicts, elements } = check({
      "/rooms": page(
        [
          '<a class="hidden sm:inline-flex max-sm:hidden">Book</a>',
          '<div class="bg-muted dark:bg-deep hover:bg-primary-hover focus-visible:bg-primary">x</div>',
          '<p class="text-sm text-brand tracking-eyebrow uppercase">Eyebrow</p>',
          '<section class="scheme-deep bg-lattice py-16">Hero</section>',
          '<header class="bg-lattice bg-deep">Heading</header>',
          '<h1 class="font-serif font-semibold text-4xl sm:text-5xl animate-fade-in">Title</h1>',
          '<svg class="size-4 [&amp;&gt;svg]:size-5 fill-gold stroke-brand"></svg>',
          '<span class="px-2 px-2 py-1">duplicate, not a conflict</span>',
        ].join(""),
      ),
    });
    expect(elements).toBe(9);
    expect(conflicts).toEqual([]);
  });

  it("prints one line for clean pages and returns nothing to fail on", () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const files = ["/", "/about"].map((pagePath) => {
      const file = `${pagePath.slice(1) || "index"}.html`;
      writeFileSync(path.join(clientDir, file), page('<p class="mt-4 text-muted-foreground">Since 1877</p>'));
      return { path: pagePath, file };
    });
    expect(reportClassConflicts({ clientDir, pages: files })).toEqual([]);
    expect(log).toHaveBeenCalledWith("\nClass conflicts: none in 2 pages, 4 elements");
  });

  it("lists one element found on several pages once, with its pages", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const header = '<header class="bg-surface bg-deep">Courtfield</header>';
    const files = ["/", "/about"].map((pagePath) => {
      const file = `${pagePath.slice(1) || "index"}.html`;
      writeFileSync(path.join(clientDir, file), page(header));
      return { path: pagePath, file };
    });
    const conflicts = reportClassConflicts({ clientDir, pages: files });
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]?.pages).toEqual(["/", "/about"]);
    expect(error.mock.calls.flat().join("\n")).toContain('<header> on /, /about: bg-surface vs bg-deep\n    class="bg-surface bg-deep"');
  });
});
