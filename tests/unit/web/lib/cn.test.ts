import { describe, expect, it } from "vitest";
import { cn } from "../../../../src/web/lib/cn.ts";

describe("cn", () => {
  it("joins class names in the order given", () => {
    expect(cn("px-5 text-sm", "font-medium")).toBe("px-5 text-sm font-medium");
    expect(cn(["a", "b"], { c: true })).toBe("a b c");
  });

  it("skips falsy values and false conditions", () => {
    const open = false;
    expect(cn("inline-flex", open && "block", null, undefined, "", 0, { hidden: false, flex: true })).toBe("inline-flex flex");
  });

  it("does not merge: a later class of the same kind is kept beside the earlier one (ADR 048)", () => {
    expect(cn("px-5", "px-2")).toBe("px-5 px-2");
    expect(cn("bg-lattice border-y bg-muted")).toBe("bg-lattice border-y bg-muted");
  });
});
