/// <reference types="vite/client" />
import type { PublicConfig } from "../shared/public-config.ts";

declare global {
  /** The browser-safe configuration, fixed at build time by vite.config.ts `define`. */
  const __PUBLIC_CONFIG__: PublicConfig;
}
