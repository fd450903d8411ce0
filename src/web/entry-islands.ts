// The public pages' only script (DESIGN decision 30, ADR 044): a page is its pre-rendered HTML,
// and this wakes its islands, each as its own React root, when first seen or touched. React and
// each island's code load only then; the header, footer and content never hydrate.
import type { IslandDefinition } from "./lib/islands/define-island.ts";
import { startIslands } from "./lib/islands/islands-runtime.ts";

const islandModules = import.meta.glob<IslandDefinition>("./islands/*.tsx", { import: "default" });

startIslands((name) => islandModules[`./islands/${name}.tsx`]);
