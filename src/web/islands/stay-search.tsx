import { StaySearch } from "../features/rooms/stay-search.tsx";
import { defineIsland } from "../lib/islands/define-island.ts";

export default defineIsland("stay-search", StaySearch, "interaction");
