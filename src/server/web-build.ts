import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const prerenderManifestSchema = z.object({
  routes: z.array(z.object({ path: z.string(), file: z.string(), public: z.boolean() })),
  notFound: z.string(),
  /** The not-found page of an unknown room (/rooms/room-99): "Room Not Found", back to the rooms. */
  roomNotFound: z.string().optional(),
  /** The frame of the pages the server writes (rest/server-page.ts), never served as it is. */
  serverPage: z.object({ file: z.string(), buttonClass: z.string() }).optional(),
  /** CSP sources ('sha256-…') of the <style> blocks the build inlined into the pages. */
  inlineStyles: z.array(z.string().regex(/^'sha256-[A-Za-z0-9+/]+=*'$/)).default([]),
  /** The public settings baked into the pages (canonical links, the booking engine's address). */
  publicConfig: z
    .object({ PUBLIC_URL: z.string(), BOOKING_ENGINE_URL: z.string(), STRIPE_PUBLISHABLE_KEY: z.string().optional(), PAYMENT_MODE: z.string().optional() })
    .optional(),
});

export type PrerenderManifest = z.infer<typeof prerenderManifestSchema>;

/** The web build's manifest (dist/client/prerender-manifest.json), or undefined when nothing is built. */
export function readPrerenderManifest(clientDir: string): PrerenderManifest | undefined {
  const manifestPath = path.join(clientDir, "prerender-manifest.json");
  if (!existsSync(manifestPath)) return undefined;
  return prerenderManifestSchema.parse(JSON.parse(readFileSync(manifestPath, "utf8")));
}

const CHECKED_SETTINGS = ["PUBLIC_URL", "BOOKING_ENGINE_URL", "STRIPE_PUBLISHABLE_KEY", "PAYMENT_MODE"] as const;
type CheckedSetting = (typeof CHECKED_SETTINGS)[number];

export interface BuildConfigMismatch {
  setting: CheckedSetting;
  builtWith: string;
  runningWith: string;
}

/**
 * The public settings the pages were built for that differ from the server's: the pages then link
 * to the wrong place (canonical links pointing at localhost while the site runs elsewhere), or
 * offer a payment the server cannot take (PAYMENT_MODE, the publishable key).
 */
export function buildConfigMismatches(
  manifest: PrerenderManifest | undefined,
  config: { PUBLIC_URL: string; BOOKING_ENGINE_URL: string; STRIPE_PUBLISHABLE_KEY?: string; PAYMENT_MODE?: string },
): BuildConfigMismatch[] {
  const built = manifest?.publicConfig;
  if (!built) return [];
  // A key is not repeated into the log: only that it differs. Older builds lack the payment settings.
  const shown = (setting: CheckedSetting, value: string) => (setting === "STRIPE_PUBLISHABLE_KEY" ? (value ? "(a key)" : "(none)") : value);
  return CHECKED_SETTINGS.flatMap((setting) => {
    const builtWith = built[setting];
    const runningWith = config[setting];
    if (builtWith === undefined || runningWith === undefined || builtWith === runningWith) return [];
    return [{ setting, builtWith: shown(setting, builtWith), runningWith: shown(setting, runningWith) }];
  });
}
