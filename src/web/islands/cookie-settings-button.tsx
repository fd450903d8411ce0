import { CookieSettingsButton } from "../components/consent/cookie-settings-button.tsx";
import { defineIsland } from "../lib/islands/define-island.ts";

export default defineIsland("cookie-settings-button", CookieSettingsButton, "interaction");
