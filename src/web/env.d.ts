/// <reference types="vite/client" />
import type { PublicConfig } from "../shared/site/public-config.ts";

declare global {
  /** The browser-safe configuration, fixed at build time by vite.config.ts `define`. */
  const __PUBLIC_CONFIG__: PublicConfig;
  /** Whether the hotel supplied a hero film (content/photos/home/hero.mp4), fixed at build time. */
  const __HERO_VIDEO__: boolean;
}
