import { SiteMenu } from "../components/layout/site-menu.tsx";
import { defineIsland } from "../lib/islands/define-island.ts";

export default defineIsland("site-menu", SiteMenu, "interaction");
