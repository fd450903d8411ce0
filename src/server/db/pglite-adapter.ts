import { PGlite } from "@electric-sql/pglite";
import {
  DriverAdapterError,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";

interface PgliteDatabaseError {
  message: string;
  code?: string;
  severity?: string;
  detail?: string;
  column?: string;
  hint?: string;
}

/**
 * pglite-prisma-adapter 0.7.2 starts `executeScript` without awaiting it, so a failing migration
 * "succeeds" and its error surfaces later as an unhandled rejection. This runs the script to the
 * end and reports its error to the schema engine, as adapter-pg does.
 */
function awaitingScripts(adapter: SqlDriverAdapter, client: PGlite): SqlDriverAdapter {
  adapter.executeScript = async (script: string) => {
    try {
      await client.exec(script);
    } catch (cause) {
      const error = cause as PgliteDatabaseError;
      throw new DriverAdapterError({
        kind: "postgres",
        code: error.code ?? "",
        severity: error.severity ?? "ERROR",
        message: error.message,
        detail: error.detail,
        column: error.column,
        hint: error.hint,
      });
    }
  };
  return adapter;
}

/** The embedded database's adapter factory; its shadow database is a throw-away in-memory PGlite. */
export function pgliteAdapterFactory(client: PGlite): SqlMigrationAwareDriverAdapterFactory {
  const inner = new PrismaPGlite(client);
  return {
    provider: inner.provider,
    adapterName: inner.adapterName,
    connect: async () => awaitingScripts(await inner.connect(), client),
    async connectToShadowDb() {
      const shadowClient = new PGlite();
      const shadow = awaitingScripts(await new PrismaPGlite(shadowClient).connect(), shadowClient);
      const dispose = shadow.dispose.bind(shadow);
      shadow.dispose = async () => {
        await dispose();
        await shadowClient.close();
      };
      return shadow;
    },
  };
}
