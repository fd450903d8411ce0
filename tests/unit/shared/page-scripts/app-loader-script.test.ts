import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { AFTER_PAINT_MODULES_ID, APP_LOADER_SCRIPT } from "../../../../src/shared/page-scripts/app-loader-script.ts";

interface PageOptions {
  visibility?: "visible" | "hidden";
  /** Entry types PerformanceObserver supports; undefined: no PerformanceObserver at all. */
  observerEntryTypes?: string[];
  /** Whether the page has the build's <template>. */
  withTemplate?: boolean;
  /** Whether #root holds pre-rendered content (the staff area's shell is empty). */
  prerendered?: boolean;
}

/**
 * Runs the inline loader against a stand-in for the few browser objects it touches, and records
 * what it does: links added to <head>, modules imported, and the callbacks the browser would call.
 */
function loadPage({ visibility = "visible", observerEntryTypes, withTemplate = true, prerendered = true }: PageOptions = {}) {
  const appended: unknown[] = [];
  const imported: string[] = [];
  const frames: Array<() => void> = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  const observers: Array<(names: string[]) => void> = [];
  const linksInTemplate = { cloneOf: "template content" };
  const template = {
    content: { cloneNode: (deep: boolean) => (deep ? linksInTemplate : undefined) },
    getAttribute: (name: string) => (name === "data-entry" ? "/assets/index-abc.js" : null),
  };
  const PerformanceObserver = observerEntryTypes
    ? Object.assign(
        function (this: unknown, callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void) {
          return {
            observe: (options: { type: string; buffered: boolean }) => {
              expect(options).toEqual({ type: "paint", buffered: true });
              observers.push((names) => callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) }, { disconnect: () => undefined }));
            },
          };
        },
        { supportedEntryTypes: observerEntryTypes },
      )
    : undefined;
  const window = { PerformanceObserver };
  runInNewContext(APP_LOADER_SCRIPT.replace("import(", "__import("), {
    window,
    PerformanceObserver,
    document: {
      visibilityState: visibility,
      getElementById: (id: string) => (id === "root" ? { firstElementChild: prerendered ? {} : null } : withTemplate && id === AFTER_PAINT_MODULES_ID ? template : null),
      head: { appendChild: (node: unknown) => appended.push(node) },
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
    __import: (specifier: string) => imported.push(specifier),
  });
  return { appended, imported, frames, timers, observers, linksInTemplate };
}

describe("the inline app loader", () => {
  it("loads at once when #root is empty (the staff area's shell): there is no contentful paint to wait for", () => {
    const page = loadPage({ observerEntryTypes: ["paint"], prerendered: false });
    expect(page.imported).toEqual(["/assets/index-abc.js"]);
    expect(page.observers).toHaveLength(0);
    expect(page.timers).toHaveLength(0);
  });

  it("waits for the first contentful paint, then adds the app's links and imports its entry once", () => {
    const page = loadPage({ observerEntryTypes: ["paint", "largest-contentful-paint"] });
    expect(page.imported).toEqual([]);
    page.observers[0]?.(["first-paint"]);
    expect(page.imported).toEqual([]);
    page.observers[0]?.(["first-contentful-paint"]);
    expect(page.appended).toEqual([page.linksInTemplate]);
    expect(page.imported).toEqual(["/assets/index-abc.js"]);
    // The safety timer firing later changes nothing.
    for (const timer of page.timers) timer.run();
    expect(page.imported).toHaveLength(1);
  });

  it("still loads the app after 3 s if no paint is ever reported", () => {
    const page = loadPage({ observerEntryTypes: ["paint"] });
    expect(page.timers.map((timer) => timer.ms)).toEqual([3000]);
    page.timers[0]?.run();
    expect(page.imported).toEqual(["/assets/index-abc.js"]);
  });

  it("without Paint Timing, loads after the next frame and a task", () => {
    const page = loadPage({ observerEntryTypes: undefined });
    expect(page.imported).toEqual([]);
    page.frames[0]?.();
    expect(page.imported).toEqual([]);
    expect(page.timers.map((timer) => timer.ms)).toEqual([0]);
    page.timers[0]?.run();
    expect(page.imported).toEqual(["/assets/index-abc.js"]);
  });

  it("in a hidden tab, which paints nothing, loads at once", () => {
    const page = loadPage({ visibility: "hidden", observerEntryTypes: ["paint"] });
    expect(page.imported).toEqual(["/assets/index-abc.js"]);
    expect(page.observers).toEqual([]);
  });

  it("does nothing on a page without the build's template", () => {
    const page = loadPage({ withTemplate: false, observerEntryTypes: ["paint"] });
    expect(page.imported).toEqual([]);
    expect(page.observers).toEqual([]);
    expect(page.timers).toEqual([]);
  });
});
