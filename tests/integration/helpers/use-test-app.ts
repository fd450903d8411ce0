import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import type { Config } from "../../../src/server/config.ts";
import { createTestApp } from "./test-app.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

export interface TestAppHandle {
  readonly app: FastifyInstance;
  readonly db: TestDatabase;
}

/**
 * Gives a describe block its own database and app for its tests, closed afterwards:
 *   const t = useTestApp();  …  await t.app.inject(…)
 */
export function useTestApp(
  overrides: Partial<Record<keyof Config, string>> = {},
  /** A web build to serve, made before the app starts. */
  makeClientDir?: () => Promise<string>,
): TestAppHandle {
  let app: FastifyInstance | undefined;
  let db: TestDatabase | undefined;
  beforeAll(async () => {
    db = await createTestDatabase();
    app = await createTestApp(db.prisma, overrides, makeClientDir ? await makeClientDir() : undefined);
  });
  afterAll(async () => {
    await app?.close();
    await db?.destroy();
  });
  return {
    get app() {
      if (!app) throw new Error("useTestApp: the app is ready only inside tests");
      return app;
    },
    get db() {
      if (!db) throw new Error("useTestApp: the database is ready only inside tests");
      return db;
    },
  };
}
