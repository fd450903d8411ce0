// The browser build fails when its chunks import each other in a circle (ADR 051). Grouping
// modules into named chunks (island-chunks.ts) can make chunk A import B while B imports A; the
// browser then runs one of them before the other has set up what it exports, and an island or the
// staff app dies on load ("Cannot read properties of undefined"). No test page need wake the
// right island for this to be caught: the build refuses.
import type { Plugin } from "vite";

/** The static imports of each chunk of a build, by file name. */
export type ChunkImports = ReadonlyMap<string, readonly string[]>;

/** The first circle of static imports found among the chunks, as the files in order, or null. */
export function findChunkCycle(chunks: ChunkImports): string[] | null {
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (file: string): string[] | null => {
    const start = onPath.indexOf(file);
    if (start !== -1) return [...onPath.slice(start), file];
    if (done.has(file)) return null;
    onPath.push(file);
    for (const imported of chunks.get(file) ?? []) {
      const cycle = visit(imported);
      if (cycle) return cycle;
    }
    onPath.pop();
    done.add(file);
    return null;
  };
  for (const file of chunks.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return null;
}

/** A Vite plugin that fails the browser build on a circle of chunk imports. */
export function noChunkCycles(): Plugin {
  return {
    name: "no-chunk-cycles",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((output) => (output.type === "chunk" ? [[output.fileName, output.imports] as const] : [])));
      const cycle = findChunkCycle(chunks);
      if (cycle) this.error(`These chunks import each other in a circle, so one runs before the other is ready: ${cycle.join(" -> ")} (scripts/build/island-chunks.ts, ADR 051)`);
    },
  };
}
