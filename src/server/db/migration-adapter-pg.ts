import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import pg from "pg";

const PG_CHAR_OID = 18;
const PG_TEXT_OID = 25;

interface ResultWithFields {
  fields?: { dataTypeID: number }[];
}

function presentCharAsText<T>(result: T): T {
  for (const field of (result as ResultWithFields | undefined)?.fields ?? []) {
    if (field.dataTypeID === PG_CHAR_OID) field.dataTypeID = PG_TEXT_OID;
  }
  return result;
}

/**
 * The schema engine introspects pg_catalog columns of type "char" (OID 18), which
 * @prisma/adapter-pg cannot deserialise. This client reports them as text; it is used
 * for migrations only, never by the application.
 */
class CharAsTextClient extends pg.Client {
  // pg's overloads are awkward to restate; the wrapper keeps every call shape intact.
  override query(...args: unknown[]): never {
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (result instanceof Promise) return result.then(presentCharAsText) as never;
    return result as never;
  }
}

function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

function withDatabase(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${encodeURIComponent(database)}`;
  return next.toString();
}

/**
 * adapter-pg runs a migration script by splitting it at every ";", which cuts a function body
 * ($$ … $$, e.g. the audit trail's trigger) apart. PostgreSQL's simple-query protocol takes the
 * whole script at once, as `prisma migrate deploy` sends it; errors still go through the
 * adapter's own conversion, which the schema engine understands.
 */
function withWholeScripts(adapter: SqlDriverAdapter): SqlDriverAdapter {
  // adapter-pg's PrismaPgAdapter: its pool and its error conversion, which the interface does not name.
  const pgAdapter = adapter as unknown as { underlyingDriver(): pg.Pool; onError(error: unknown): never };
  const pool = pgAdapter.underlyingDriver();
  adapter.executeScript = async (script: string) => {
    try {
      await pool.query(script);
    } catch (error) {
      pgAdapter.onError(error);
    }
  };
  return adapter;
}

/**
 * A migration-aware adapter factory for PostgreSQL whose shadow database is created beside the
 * main one and really dropped afterwards (adapter-pg's own points at the main database when
 * given a connection string).
 */
export function migrationAdapterForPostgres(url: string): SqlMigrationAwareDriverAdapterFactory {
  const factoryFor = (connectionString: string) =>
    new PrismaPg(new pg.Pool({ connectionString, max: 2, Client: CharAsTextClient }), {
      disposeExternalPool: true,
    });
  const main = factoryFor(url);
  return {
    provider: main.provider,
    adapterName: main.adapterName,
    connect: async () => withWholeScripts(await main.connect()),
    async connectToShadowDb(): Promise<SqlDriverAdapter> {
      const shadowName = `${databaseName(url)}_shadow_${crypto.randomUUID().replaceAll("-", "")}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${shadowName}"`);
      const shadow = withWholeScripts(await factoryFor(withDatabase(url, shadowName)).connect());
      const dispose = shadow.dispose.bind(shadow);
      shadow.dispose = async () => {
        await dispose();
        await admin.query(`DROP DATABASE IF EXISTS "${shadowName}" WITH (FORCE)`);
        await admin.end();
      };
      return shadow;
    },
  };
}
