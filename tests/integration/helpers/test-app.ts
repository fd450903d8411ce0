import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../../src/server/app.ts";
import { type Config, configFor } from "../../../src/server/config.ts";
import type { PrismaClient } from "../../../src/server/db/prisma.ts";

export const TEST_ORIGIN = "http://localhost:3000";

/** The real app on a test database; pages come from `clientDir` (none by default). */
export function createTestApp(
  prisma: PrismaClient,
  overrides: Partial<Record<keyof Config, string>> = {},
  clientDir = path.resolve("tests/integration/helpers/no-web-build"),
): Promise<FastifyInstance> {
  return buildApp(configFor({ PUBLIC_URL: TEST_ORIGIN, ...overrides }), { prisma, clientDir });
}
