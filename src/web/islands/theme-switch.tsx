import { ThemeSwitch } from "../components/layout/theme-switch.tsx";
import { defineIsland } from "../lib/islands/define-island.ts";

export default defineIsland("theme-switch", ThemeSwitch, "interaction");
