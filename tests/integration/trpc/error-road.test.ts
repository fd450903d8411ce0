import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { APP_ERROR_STATUS, AppError, type AppErrorCode } from "../../../src/server/errors.ts";
import { RateLimitExceededError } from "../../../src/server/services/core/rate-limiter.ts";
import { createCallerFactory, publicProcedure, router } from "../../../src/server/trpc/init.ts";
import { ERROR_MESSAGES } from "../../../src/shared/api/error-catalogue.ts";
import { procedureTestApp } from "../helpers/procedure-test-app.ts";

const CODES = Object.keys(APP_ERROR_STATUS) as AppErrorCode[];
const failInput = z.object({ code: z.enum(CODES) });

const testRouter = router({
  fail: publicProcedure.input(failInput).mutation(({ input }) => {
    throw new AppError(input.code, `Refused with ${input.code}.`, input.code === "BAD_REQUEST" ? { fieldErrors: { email: "Taken" } } : {});
  }),
  strict: publicProcedure.input(z.object({ email: z.email({ error: "Please enter a valid email" }) })).mutation(() => "ok"),
  limited: publicProcedure.mutation(() => {
    throw new RateLimitExceededError(42);
  }),
  crash: publicProcedure.mutation(() => {
    throw new Error('relation "guest" does not exist');
  }),
});

/** What the REST envelope says for an AppError of `code`, error id aside: 5xx hide the message (but 503's). */
function expectedRestBody(code: AppErrorCode) {
  const status = APP_ERROR_STATUS[code];
  if (status < 500) return { success: false, error: `Refused with ${code}.`, ...(code === "BAD_REQUEST" ? { fieldErrors: { email: "Taken" } } : {}) };
  return { success: false, error: status === 503 ? `Refused with ${code}.` : ERROR_MESSAGES.UNKNOWN };
}

describe("one error road: an AppError answers the same status through tRPC and through a REST shim", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await procedureTestApp(testRouter, createCallerFactory(testRouter), (scope, defineRoute) => {
      defineRoute(scope, { method: "POST", url: "/api/fail", from: "body", procedure: (caller) => caller.fail });
      defineRoute(scope, { method: "POST", url: "/api/strict", from: "body", procedure: (caller) => caller.strict });
      defineRoute(scope, { method: "POST", url: "/api/limited", from: "none", procedure: (caller) => caller.limited });
      defineRoute(scope, { method: "POST", url: "/api/crash", from: "none", procedure: (caller) => caller.crash });
    });
  });
  afterAll(() => app.close());

  it.each(CODES)("%s", async (code) => {
    const status = APP_ERROR_STATUS[code];
    const rest = await app.inject({ method: "POST", url: "/api/fail", payload: { code } });
    expect(rest.statusCode).toBe(status);
    expect(rest.headers["content-type"]).toBe("application/json; charset=utf-8");
    const { errorId, ...body } = rest.json<{ errorId?: string }>();
    expect(body).toEqual(expectedRestBody(code));
    // A 5xx carries the id staff find in the log; a refusal does not need one.
    if (status >= 500) expect(errorId).toMatch(/^[0-9A-F]{8}$/);
    else expect(errorId).toBeUndefined();

    const trpc = await app.inject({ method: "POST", url: "/trpc/fail", payload: { code } });
    expect(trpc.statusCode).toBe(status);
    const { error } = trpc.json<{ error: { message: string; data: { fieldErrors: Record<string, string> | null } } }>();
    expect(error.message).toBe(code === "INTERNAL_SERVER_ERROR" ? ERROR_MESSAGES.UNKNOWN : `Refused with ${code}.`);
    expect(error.data.fieldErrors).toEqual(code === "BAD_REQUEST" ? { email: "Taken" } : null);
  });

  it("bad input: 400 with the catalogue message and the schema's field message on both roads", async () => {
    const rest = await app.inject({ method: "POST", url: "/api/strict", payload: { email: "not an address" } });
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toEqual({ success: false, error: ERROR_MESSAGES.VALIDATION_ERROR, fieldErrors: { email: "Please enter a valid email" } });

    const trpc = await app.inject({ method: "POST", url: "/trpc/strict", payload: { email: "not an address" } });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json<{ error: { data: { fieldErrors: unknown } } }>().error.data.fieldErrors).toEqual({ email: "Please enter a valid email" });
  });

  it("a rate-limit refusal keeps its Retry-After through the shim", async () => {
    const rest = await app.inject({ method: "POST", url: "/api/limited" });
    expect(rest.statusCode).toBe(429);
    expect(rest.headers["retry-after"]).toBe("42");
    expect(rest.json()).toEqual({ success: false, error: ERROR_MESSAGES.TOO_MANY_REQUESTS });
  });

  it("an unexpected error is a 500 with an error id and nothing of its text, on both roads", async () => {
    const rest = await app.inject({ method: "POST", url: "/api/crash" });
    expect(rest.statusCode).toBe(500);
    expect(rest.json<{ error: string }>().error).toBe(ERROR_MESSAGES.UNKNOWN);
    expect(rest.json<{ errorId: string }>().errorId).toMatch(/^[0-9A-F]{8}$/);
    const trpc = await app.inject({ method: "POST", url: "/trpc/crash", payload: {} });
    expect(trpc.statusCode).toBe(500);
    expect(trpc.body).not.toContain("relation");
  });
});
