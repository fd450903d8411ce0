import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { type ConfigOverrides, createTestApp, type TestAppOptions } from "./test-app.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

export interface TestAppHandle {
  readonly app: FastifyInstance;
  readonly db: TestDatabase;
}

export interface TestAppSettings extends TestAppOptions {
  config?: ConfigOverrides;
}

/**
 * Gives a describe block its own database and app for its tests, closed afterwards; the settings
 * are computed in beforeAll, so they may name a fake server started there:
 *   const t = useTestAppWith(() => ({ config: { SMTP_URL: smtp.url } }));  …  await t.app.inject(…)
 */
export function useTestAppWith(settings: () => TestAppSettings | Promise<TestAppSettings>): TestAppHandle {
  let app: FastifyInstance | undefined;
  let db: TestDatabase | undefined;
  beforeAll(async () => {
    const { config, ...options } = await settings();
    db = await createTestDatabase();
    app = await createTestApp(db.prisma, config, options);
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

/** The same with fixed settings: `const t = useTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: "3" })`. */
export function useTestApp(overrides: ConfigOverrides = {}, makeClientDir?: () => Promise<string>): TestAppHandle {
  return useTestAppWith(async () => ({ config: overrides, ...(makeClientDir ? { clientDir: await makeClientDir() } : {}) }));
}
