import { TRPCError } from "@trpc/server";
import { beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../../src/server/errors.ts";
import { createAppCaller } from "../../../src/server/trpc/app-router.ts";
import type { Context } from "../../../src/server/trpc/context.ts";
import { adminProcedure, createCallerFactory, publicProcedure, publicWriteProcedure, router } from "../../../src/server/trpc/init.ts";
import { contextOf } from "../helpers/app-caller.ts";
import { useTestApp } from "../helpers/use-test-app.ts";

describe("the tRPC building blocks", () => {
  const t = useTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: "2" });
  let writesDone = 0;
  let context: Context;
  beforeAll(() => {
    context = contextOf(t.app);
  });

  const testRouter = router({
    whoAmI: adminProcedure.query(({ ctx }) => ctx.admin.email),
    write: publicWriteProcedure.mutation(() => {
      writesDone += 1;
      return "stored";
    }),
    clash: publicProcedure.mutation(() => {
      throw new AppError("CONFLICT", "Already received.");
    }),
  });
  const createCaller = createCallerFactory(testRouter);

  it("adminProcedure rejects a caller without a staff session with UNAUTHORIZED", async () => {
    await expect(createCaller(context).whoAmI()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("adminProcedure lets a staff session through with ctx.admin set", async () => {
    const caller = createCaller({ ...context, sessionId: "0123456789abcdef-test-session", admin: { id: "4d7e6b0e-0000-4000-8000-000000000001", email: "reception@example.com", name: "Reception", role: "reception", mustChangePassword: false, totpEnabledAt: null } });
    await expect(caller.whoAmI()).resolves.toBe("reception@example.com");
  });

  it("turns a service's AppError into the matching TRPCError", async () => {
    const failure = createCaller(context).clash();
    await expect(failure).rejects.toBeInstanceOf(TRPCError);
    await expect(failure).rejects.toMatchObject({ code: "CONFLICT", message: "Already received." });
  });

  it("publicWriteProcedure spends the client's write budget and refuses with 429 before the handler runs", async () => {
    const caller = createCaller({ ...context, clientKey: "203.0.113.99" });
    await expect(caller.write()).resolves.toBe("stored");
    await expect(caller.write()).resolves.toBe("stored");
    await expect(caller.write()).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
    expect(writesDone).toBe(2);
    // Another client has a budget of its own.
    await expect(createCaller({ ...context, clientKey: "203.0.113.100" }).write()).resolves.toBe("stored");
  });

  it("the app router answers health through createCaller", async () => {
    await expect(createAppCaller(context).health.check()).resolves.toEqual({ status: "ok", db: "ok" });
  });
});
