import { describe, expect, it } from "vitest";
import { cn } from "../../../../src/web/lib/cn.ts";

describe("cn", () => {
  it("lets a later Tailwind class override an earlier one of the same kind", () => {
    expect(cn("px-5 text-sm", "px-2")).toBe("text-sm px-2");
    const open = false;
    expect(cn("inline-flex", open && "block", "hidden sm:inline-flex")).toBe("hidden sm:inline-flex");
  });

  it("keeps the lattice pattern beside a background colour: one is an image, the other a colour", () => {
    expect(cn("bg-lattice border-y bg-muted")).toBe("bg-lattice border-y bg-muted");
    expect(cn("bg-lattice", "bg-[url(/x.png)]")).toBe("bg-[url(/x.png)]");
  });
});
