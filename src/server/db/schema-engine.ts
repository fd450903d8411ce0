import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";
import type { SchemaEngine } from "@prisma/schema-engine-wasm";
import * as engineGlue from "@prisma/schema-engine-wasm/schema_engine_bg";

/**
 * Prisma's schema engine compiled to WebAssembly (the npm package @prisma/schema-engine-wasm),
 * driven through a driver adapter. It needs no downloaded binary, so migrations work offline
 * and on the embedded database. See docs/decisions/002-migrations-without-native-engine.md.
 */

const require = createRequire(import.meta.url);
let started: Promise<void> | undefined;

function startWasm(): Promise<void> {
  started ??= (async () => {
    const gluePath = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
    const bytes = await readFile(path.join(path.dirname(gluePath), "schema_engine_bg.wasm"));
    const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": engineGlue });
    const exports = instance.exports as WebAssembly.Exports & { __wbindgen_start: () => void };
    engineGlue.__wbg_set_wasm(exports);
    exports.__wbindgen_start();
  })();
  return started;
}

export const SCHEMA_PATH = path.resolve("prisma/schema.prisma");

export async function openSchemaEngine(
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
  log: (message: string) => void = () => undefined,
): Promise<SchemaEngine> {
  await startWasm();
  const schema = await readFile(SCHEMA_PATH, "utf8");
  // The engine expects the adapter wrapped the way Prisma's own CLI wraps it (results, not throws).
  const bound = bindMigrationAwareSqlAdapterFactory(adapterFactory);
  return engineGlue.SchemaEngine.new({ datamodels: [[SCHEMA_PATH, schema]] }, log, bound);
}
