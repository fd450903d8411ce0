import { initTRPC, TRPCError } from "@trpc/server";
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server/rpc";
import { z } from "zod";
import { ERROR_MESSAGES } from "../../shared/api/error-catalogue.ts";
import { fieldErrorsOf } from "../../shared/validation/field-errors.ts";
import { AppError, type AppErrorCode } from "../errors.ts";
import type { Context } from "./context.ts";

// The one initTRPC of the server and the only building blocks procedures are made of
// (docs/decisions/012). Routers import from here, never from @trpc/server.

// ---- INITIALIZATION -------------------------------------------------------------------------

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    const fieldErrors =
      cause instanceof z.ZodError ? fieldErrorsOf(cause) : cause instanceof AppError ? cause.fieldErrors : undefined;
    // Internal errors keep only the generic message; their detail stays in the server log.
    const message = error.code === "INTERNAL_SERVER_ERROR" ? ERROR_MESSAGES.UNKNOWN : shape.message;
    const { stack: _stack, ...data } = shape.data;
    return { ...shape, message, data: { ...data, fieldErrors: fieldErrors ?? null } };
  },
});

const TRPC_CODE: Record<AppErrorCode, TRPC_ERROR_CODE_KEY> = {
  BAD_REQUEST: "BAD_REQUEST",
  UNAUTHORIZED: "UNAUTHORIZED",
  FORBIDDEN: "FORBIDDEN",
  NOT_FOUND: "NOT_FOUND",
  CONFLICT: "CONFLICT",
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  UNSUPPORTED_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  TOO_MANY_REQUESTS: "TOO_MANY_REQUESTS",
  INTERNAL_SERVER_ERROR: "INTERNAL_SERVER_ERROR",
  SERVICE_UNAVAILABLE: "SERVICE_UNAVAILABLE",
};

/**
 * Services throw AppError; this is the one place it becomes a TRPCError, keeping it as the cause
 * so a REST shim hands the original to the Fastify error handler.
 */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: TRPC_CODE[cause.code], message: cause.message, cause });
  }
  return result;
});

// ---- PROCEDURES -----------------------------------------------------------------------------

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

export const publicProcedure = t.procedure.use(appErrors);

/**
 * A write anyone may make (enquiries, sign-ups, unsubscribes): each call counts against the
 * client's per-minute budget of public writes, and the 429 comes before any work is done.
 */
export const publicWriteProcedure = publicProcedure.use(async ({ ctx, next }) => {
  await ctx.rateLimiter.consume(ctx.rateLimitTiers.publicWrite, ctx.clientKey);
  return next();
});

/** For staff only: refused with UNAUTHORIZED unless the request carries a staff session. */
export const adminProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.admin) throw new AppError("UNAUTHORIZED", ERROR_MESSAGES.UNAUTHORIZED);
  return next({ ctx: { ...ctx, admin: ctx.admin } });
});

// ownerProcedure (decision 16) joins here with staff roles: adminProcedure plus a role check that
// throws AppError("FORBIDDEN"), so every road answers 403 the same way.
