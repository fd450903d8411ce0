import path from "node:path";
import { describe, expect, it } from "vitest";
import { islandChunkName, type ModuleGraph } from "../../../scripts/build/island-chunks.ts";

// Which chunk the browser build puts a module in (ADR 051), on a small made-up module graph with
// the project's real roots: the islands runtime, the price filler, the mount module, layout and
// form islands, and the staff app's entry (a module nothing imports).
const root = "/project";
const at = (relative: string) => path.join(root, relative);

const imports: Record<string, { importers?: string[]; dynamicImporters?: string[] }> = {
  "index.html": {},
  "src/web/entry-client.tsx": { importers: ["index.html"] },
  "src/web/entry-islands.ts": {},
  "src/web/features/rooms/live-price-slots.ts": { dynamicImporters: ["src/web/entry-islands.ts"] },
  "src/web/lib/islands/mount-island.tsx": { dynamicImporters: ["src/web/lib/islands/islands-runtime.ts"] },
  "src/web/lib/islands/islands-runtime.ts": { importers: ["src/web/entry-islands.ts"] },
  "src/web/islands/site-menu.tsx": { dynamicImporters: ["src/web/entry-islands.ts"] },
  "src/web/islands/contact-form.tsx": { dynamicImporters: ["src/web/entry-islands.ts"] },
  "src/web/components/layout/mobile-menu.tsx": { importers: ["src/web/islands/site-menu.tsx"] },
  "src/web/components/layout/slide-over.tsx": { importers: ["src/web/components/layout/mobile-menu.tsx", "src/web/islands/contact-form.tsx"] },
  "src/web/components/ui/button.tsx": { importers: ["src/web/components/layout/mobile-menu.tsx", "src/web/entry-client.tsx"] },
  "src/web/components/consent/consent-store.ts": { importers: ["src/web/entry-islands.ts", "src/web/components/layout/mobile-menu.tsx"] },
  "src/web/features/rooms/current-prices-store.ts": { importers: ["src/web/features/rooms/live-price-slots.ts", "src/web/components/layout/mobile-menu.tsx"] },
  "src/web/features/contact/contact-form.tsx": { importers: ["src/web/islands/contact-form.tsx"] },
  "src/web/lib/validation-loader.ts": { dynamicImporters: ["src/web/components/layout/mobile-menu.tsx"] },
  "node_modules/react-dom/client.js": { importers: ["src/web/lib/islands/mount-island.tsx"] },
  // Icons are imported one by one (lucide-react/icons/<name>, ADR 051), so each has its true importers.
  "node_modules/lucide-react/dist/esm/icons/menu.mjs": { importers: ["src/web/components/layout/mobile-menu.tsx"] },
  "node_modules/lucide-react/dist/esm/icons/send.mjs": { importers: ["src/web/features/contact/contact-form.tsx"] },
  "node_modules/lucide-react/dist/esm/createLucideIcon.mjs": { importers: ["node_modules/lucide-react/dist/esm/icons/menu.mjs", "node_modules/lucide-react/dist/esm/icons/send.mjs"] },
};

const graph: ModuleGraph = {
  getModuleInfo: (id) => {
    const entry = imports[path.relative(root, id)];
    return entry ? { importers: (entry.importers ?? []).map(at), dynamicImporters: (entry.dynamicImporters ?? []).map(at) } : null;
  },
};
const chunkOf = (relative: string) => islandChunkName(at(relative), graph, root);

describe("the chunk a module of the browser build goes to", () => {
  it("puts what only the layout's islands use, directly or lazily, in one chunk, even when a form island shares it", () => {
    expect(chunkOf("src/web/components/layout/mobile-menu.tsx")).toBe("layout-islands");
    expect(chunkOf("src/web/lib/validation-loader.ts")).toBe("layout-islands");
    expect(chunkOf("src/web/components/layout/slide-over.tsx")).toBe("layout-islands");
    expect(chunkOf("node_modules/lucide-react/dist/esm/icons/menu.mjs")).toBe("layout-islands");
    expect(chunkOf("node_modules/lucide-react/dist/esm/createLucideIcon.mjs")).toBe("layout-islands");
  });

  it("puts what the staff app shares with the layout's islands in a chunk of its own", () => {
    expect(chunkOf("src/web/components/ui/button.tsx")).toBe("site-ui");
  });

  it("leaves to the bundler what loads before any island wakes: the runtime's imports and the price filler's", () => {
    expect(chunkOf("src/web/components/consent/consent-store.ts")).toBeNull();
    expect(chunkOf("src/web/features/rooms/current-prices-store.ts")).toBeNull();
  });

  it("names React and React DOM, and leaves to the bundler a form island's own code (its icons too) and the islands themselves", () => {
    expect(chunkOf("src/web/features/contact/contact-form.tsx")).toBeNull();
    expect(chunkOf("node_modules/react-dom/client.js")).toBe("react-dom");
    expect(chunkOf("node_modules/react/jsx-runtime.js")).toBe("react");
    expect(chunkOf("node_modules/lucide-react/dist/esm/icons/send.mjs")).toBeNull();
    expect(chunkOf("src/web/islands/site-menu.tsx")).toBeNull();
    expect(chunkOf("src/web/lib/islands/mount-island.tsx")).toBeNull();
  });
});
