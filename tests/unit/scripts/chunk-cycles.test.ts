import { describe, expect, it } from "vitest";
import { findChunkCycle } from "../../../scripts/build/chunk-cycles.ts";

// The browser build's refusal of chunks that import each other in a circle (ADR 051), on the
// shapes seen while grouping the islands' code.
describe("a circle of chunk imports", () => {
  it("is found between two chunks, named in import order", () => {
    const chunks = new Map([
      ["islands.js", []],
      ["site-ui.js", ["react.js", "rotate-ccw.js"]],
      ["rotate-ccw.js", ["site-ui.js"]],
      ["react.js", []],
    ]);
    expect(findChunkCycle(chunks)).toEqual(["site-ui.js", "rotate-ccw.js", "site-ui.js"]);
  });

  it("is found through a third chunk", () => {
    const chunks = new Map([
      ["layout-islands.js", ["site-menu.js"]],
      ["site-menu.js", ["icons.js"]],
      ["icons.js", ["layout-islands.js"]],
    ]);
    expect(findChunkCycle(chunks)).toEqual(["layout-islands.js", "site-menu.js", "icons.js", "layout-islands.js"]);
  });

  it("is not reported where chunks share imports without a circle", () => {
    const chunks = new Map([
      ["contact-form.js", ["layout-islands.js", "site-ui.js", "react.js"]],
      ["layout-islands.js", ["site-ui.js", "react.js", "islands.js"]],
      ["site-ui.js", ["react.js"]],
      ["islands.js", []],
      ["react.js", []],
    ]);
    expect(findChunkCycle(chunks)).toBeNull();
  });
});
