import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const prerenderManifestSchema = z.object({
  routes: z.array(z.object({ path: z.string(), file: z.string(), public: z.boolean() })),
  notFound: z.string(),
  /** CSP sources ('sha256-…') of the <style> blocks the build inlined into the pages. */
  inlineStyles: z.array(z.string().regex(/^'sha256-[A-Za-z0-9+/]+=*'$/)).default([]),
});

export type PrerenderManifest = z.infer<typeof prerenderManifestSchema>;

/** The web build's manifest (dist/client/prerender-manifest.json), or undefined when nothing is built. */
export function readPrerenderManifest(clientDir: string): PrerenderManifest | undefined {
  const manifestPath = path.join(clientDir, "prerender-manifest.json");
  if (!existsSync(manifestPath)) return undefined;
  return prerenderManifestSchema.parse(JSON.parse(readFileSync(manifestPath, "utf8")));
}
