import { CookieBanner } from "../components/consent/cookie-banner.tsx";
import { defineIsland } from "../lib/islands/define-island.ts";

export default defineIsland("cookie-banner", CookieBanner, "interaction");
