import { AttractionFilter } from "../features/explore/attraction-filter.tsx";
import { defineIsland } from "../lib/islands/define-island.ts";

export default defineIsland("attraction-filter", AttractionFilter, "interaction");
