import { hydrateRoot } from "react-dom/client";
import type { IslandDefinition, IslandProps } from "./define-island.ts";
import { islandRoot } from "./island-root.tsx";

/**
 * Hydrates one island as its own React root over its pre-rendered markup; resolves once it is
 * interactive. Loaded on demand by the islands runtime, so React reaches the browser only when a
 * page's first island wakes.
 */
export function mountIsland(container: Element, island: IslandDefinition, props: IslandProps, identifierPrefix: string): Promise<void> {
  return new Promise((resolve) => {
    // A crash inside is caught by the island's boundary (island-root.tsx), which reports it.
    hydrateRoot(container, islandRoot(island, props, { onHydrated: resolve }), { identifierPrefix });
  });
}
