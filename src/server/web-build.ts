import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const prerenderManifestSchema = z.object({
  routes: z.array(z.object({ path: z.string(), file: z.string(), public: z.boolean() })),
  notFound: z.string(),
  /** CSP sources ('sha256-…') of the <style> blocks the build inlined into the pages. */
  inlineStyles: z.array(z.string().regex(/^'sha256-[A-Za-z0-9+/]+=*'$/)).default([]),
  /** The public settings baked into the pages (canonical links, the booking engine's address). */
  publicConfig: z.object({ PUBLIC_URL: z.string(), BOOKING_ENGINE_URL: z.string() }).optional(),
});

export type PrerenderManifest = z.infer<typeof prerenderManifestSchema>;

/** The web build's manifest (dist/client/prerender-manifest.json), or undefined when nothing is built. */
export function readPrerenderManifest(clientDir: string): PrerenderManifest | undefined {
  const manifestPath = path.join(clientDir, "prerender-manifest.json");
  if (!existsSync(manifestPath)) return undefined;
  return prerenderManifestSchema.parse(JSON.parse(readFileSync(manifestPath, "utf8")));
}

export interface BuildConfigMismatch {
  setting: "PUBLIC_URL" | "BOOKING_ENGINE_URL";
  builtWith: string;
  runningWith: string;
}

/**
 * The public settings the pages were built for that differ from the server's: the pages then link
 * to the wrong place (canonical links pointing at localhost while the site runs elsewhere).
 */
export function buildConfigMismatches(
  manifest: PrerenderManifest | undefined,
  config: { PUBLIC_URL: string; BOOKING_ENGINE_URL: string },
): BuildConfigMismatch[] {
  const built = manifest?.publicConfig;
  if (!built) return [];
  return (["PUBLIC_URL", "BOOKING_ENGINE_URL"] as const)
    .filter((setting) => built[setting] !== config[setting])
    .map((setting) => ({ setting, builtWith: built[setting], runningWith: config[setting] }));
}
