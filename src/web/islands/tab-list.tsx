import { TabList } from "../components/ui/tab-list.tsx";
import { defineIsland } from "../lib/islands/define-island.ts";

export default defineIsland("tab-list", TabList, "interaction");
