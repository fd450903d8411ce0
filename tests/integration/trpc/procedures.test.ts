import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configFor } from "../../../src/server/config.ts";
import { MemoryRateLimitStore, RateLimiter } from "../../../src/server/services/core/rate-limiter.ts";
import { createRoomRatesRuntime } from "../../../src/server/services/rooms/room-rates-runtime.ts";
import type { Context } from "../../../src/server/trpc/context.ts";
import { adminProcedure, createCallerFactory, publicProcedure, router } from "../../../src/server/trpc/init.ts";
import { appRouter } from "../../../src/server/trpc/app-router.ts";
import { AppError } from "../../../src/server/errors.ts";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database.ts";
import Fastify from "fastify";

describe("the tRPC building blocks", () => {
  let db: TestDatabase;
  let context: Context;
  beforeAll(async () => {
    db = await createTestDatabase();
    const config = configFor({});
    const log = Fastify({ logger: false }).log;
    context = {
      prisma: db.prisma,
      config,
      log,
      admin: null,
      clientKey: "198.51.100.1",
      rateLimiter: new RateLimiter(new MemoryRateLimitStore()),
      rateLimitTiers: { publicWrite: { name: "w", max: 100, windowMs: 60_000 }, login: { name: "l", max: 5, windowMs: 60_000 } },
      roomRates: createRoomRatesRuntime(config, db.prisma, log),
      outbox: { wake: () => undefined },
    };
  });
  afterAll(() => db.destroy());

  const testRouter = router({
    whoAmI: adminProcedure.query(({ ctx }) => ctx.admin.email),
    clash: publicProcedure.mutation(() => {
      throw new AppError("CONFLICT", "Already received.");
    }),
  });
  const createCaller = createCallerFactory(testRouter);

  it("adminProcedure rejects a caller without a staff session with UNAUTHORIZED", async () => {
    await expect(createCaller(context).whoAmI()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("adminProcedure lets a staff session through with ctx.admin set", async () => {
    const caller = createCaller({ ...context, admin: { id: "4d7e6b0e-0000-4000-8000-000000000001", email: "reception@example.com" } });
    await expect(caller.whoAmI()).resolves.toBe("reception@example.com");
  });

  it("turns a service's AppError into the matching TRPCError", async () => {
    const failure = createCaller(context).clash();
    await expect(failure).rejects.toBeInstanceOf(TRPCError);
    await expect(failure).rejects.toMatchObject({ code: "CONFLICT", message: "Already received." });
  });

  it("the app router answers health through createCaller", async () => {
    await expect(createCallerFactory(appRouter)(context).health.check()).resolves.toEqual({ status: "ok", db: "ok" });
  });
});
