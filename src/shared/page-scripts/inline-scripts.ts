import { APP_LOADER_SCRIPT } from "./app-loader-script.ts";
import { COOKIE_BANNER_INIT_SCRIPT } from "./cookie-banner-script.ts";
import { EARLY_CLICKS_SCRIPT } from "./early-clicks-script.ts";
import { THEME_INIT_SCRIPT } from "./theme-script.ts";

/** The inline scripts every page runs in <head>, before its first paint, in this order. */
export const HEAD_INLINE_SCRIPTS = [THEME_INIT_SCRIPT, COOKIE_BANNER_INIT_SCRIPT, EARLY_CLICKS_SCRIPT] as const;

/** Every inline script a page may carry: the CSP allows exactly these, by hash. */
export const INLINE_SCRIPTS = [...HEAD_INLINE_SCRIPTS, APP_LOADER_SCRIPT] as const;
