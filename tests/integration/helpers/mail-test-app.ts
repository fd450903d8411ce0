import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../../../src/server/app.ts";
import { type Config, configFor } from "../../../src/server/config.ts";
import type { MailOutboxOptions } from "../../../src/server/plugins/mail-outbox.ts";
import { TEST_ORIGIN } from "./test-app.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

export interface MailTestAppOptions {
  config?: Partial<Record<keyof Config, string>>;
  mailOutbox?: MailOutboxOptions;
}

/** Like useTestApp, with the outbox sender's transport and timing set by the test; settings may be computed in beforeAll. */
export function useMailTestApp(options: () => MailTestAppOptions | Promise<MailTestAppOptions>): { readonly app: FastifyInstance; readonly db: TestDatabase } {
  let app: FastifyInstance | undefined;
  let db: TestDatabase | undefined;
  beforeAll(async () => {
    const settings = await options();
    db = await createTestDatabase();
    app = await buildApp(configFor({ PUBLIC_URL: TEST_ORIGIN, ...settings.config }), {
      prisma: db.prisma,
      clientDir: path.resolve("tests/integration/helpers/no-web-build"),
      ...(settings.mailOutbox ? { mailOutbox: settings.mailOutbox } : {}),
    });
  });
  afterAll(async () => {
    await app?.close();
    await db?.destroy();
  });
  return {
    get app() {
      if (!app) throw new Error("useMailTestApp: the app is ready only inside tests");
      return app;
    },
    get db() {
      if (!db) throw new Error("useMailTestApp: the database is ready only inside tests");
      return db;
    },
  };
}
