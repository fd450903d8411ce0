import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../../src/server/app.ts";
import { type Config, configFor } from "../../../src/server/config.ts";
import type { PrismaClient } from "../../../src/server/db/prisma.ts";
import type { MailOutboxOptions } from "../../../src/server/plugins/mail-outbox.ts";

export const TEST_ORIGIN = "http://localhost:3000";

export type ConfigOverrides = Partial<Record<keyof Config, string>>;

export interface TestAppOptions {
  /** A web build to serve; none by default. */
  clientDir?: string;
  /** The outbox sender's transport and timing. */
  mailOutbox?: MailOutboxOptions;
  /** How often an open staff-notice stream looks (fast in tests that wait for looks). */
  noticePollMs?: number;
}

/** The real app on a test database. */
export function createTestApp(prisma: PrismaClient, overrides: ConfigOverrides = {}, options: TestAppOptions = {}): Promise<FastifyInstance> {
  return buildApp(configFor({ PUBLIC_URL: TEST_ORIGIN, ...overrides }), {
    prisma,
    clientDir: options.clientDir ?? path.resolve("tests/integration/helpers/no-web-build"),
    ...(options.mailOutbox ? { mailOutbox: options.mailOutbox } : {}),
    ...(options.noticePollMs === undefined ? {} : { noticePollMs: options.noticePollMs }),
  });
}
