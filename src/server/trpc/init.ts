import { initTRPC, TRPCError } from "@trpc/server";
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server/rpc";
import { $ZodError } from "zod/v4/core";
import { ERROR_MESSAGES } from "../../shared/api/error-catalogue.ts";
import { fieldErrorsOf } from "../../shared/validation/field-errors.ts";
import { AppError, type AppErrorCode } from "../errors.ts";
import { addressBucket } from "../services/core/address-bucket.ts";
import type { Context } from "./context.ts";
import { OWNERS_ONLY, PASSWORD_CHANGE_REQUIRED, TWO_FACTOR_SET_UP_REQUIRED } from "../../shared/staff/staff-account-messages.ts";

// The one initTRPC of the server and the only building blocks procedures are made of
// (docs/decisions/012). Routers import from here, never from @trpc/server.

// ---- INITIALIZATION -------------------------------------------------------------------------

/** Who may call a procedure; set by the building block it is made of, read by the router-wide access test. */
export interface ProcedureMeta {
  access: "public" | "signed-in" | "staff" | "owner";
}

const t = initTRPC.context<Context>().meta<ProcedureMeta>().create({
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    // Either zod API's error: the public forms' schemas are zod/mini ones (ADR 050), the rest classic.
    const fieldErrors =
      cause instanceof $ZodError ? fieldErrorsOf(cause) : cause instanceof AppError ? cause.fieldErrors : undefined;
    // Internal errors keep only the generic message; their detail stays in the server log. An input
    // the schema refused says what the /api envelope says of it (plugins/error-handler.ts), not zod's issue list.
    const message =
      error.code === "INTERNAL_SERVER_ERROR" ? ERROR_MESSAGES.UNKNOWN : cause instanceof $ZodError ? ERROR_MESSAGES.VALIDATION_ERROR : shape.message;
    const reason = cause instanceof AppError ? (cause.reason ?? null) : null;
    const { stack: _stack, ...data } = shape.data;
    return { ...shape, message, data: { ...data, fieldErrors: fieldErrors ?? null, reason } };
  },
});

const TRPC_CODE: Record<AppErrorCode, TRPC_ERROR_CODE_KEY> = {
  BAD_REQUEST: "BAD_REQUEST",
  UNAUTHORIZED: "UNAUTHORIZED",
  FORBIDDEN: "FORBIDDEN",
  NOT_FOUND: "NOT_FOUND",
  METHOD_NOT_ALLOWED: "METHOD_NOT_SUPPORTED",
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

/** Whether a NUL character is anywhere in `value`, however deep in its objects and arrays (no recursion: a body may nest thousands deep). */
function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === "string") {
      if (next.includes("\u0000")) return true;
    } else if (Array.isArray(next)) {
      for (const item of next as unknown[]) pending.push(item);
    } else if (next !== null && typeof next === "object") {
      for (const [key, inner] of Object.entries(next)) {
        if (key.includes("\u0000")) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/**
 * A read's input is an identifier, a filter or a search, never free text to keep (ADR 031): one with
 * a NUL character (which PostgreSQL refuses in text) is refused here, before any service sees it,
 * so no path or query value reaches a 500. Writes clean NUL out of free text in their schemas.
 */
const readsWithoutNul = t.middleware(async ({ type, getRawInput, next }) => {
  if (type === "query" && holdsNul(await getRawInput())) throw new AppError("BAD_REQUEST", ERROR_MESSAGES.VALIDATION_ERROR);
  return next();
});

// ---- PROCEDURES -----------------------------------------------------------------------------

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

export const publicProcedure = t.procedure.meta({ access: "public" }).use(appErrors).use(readsWithoutNul);

/**
 * A write anyone may make (enquiries, sign-ups, unsubscribes): each call counts against the
 * client's per-minute budget of public writes (an IPv6 client by its /64, as sign-in counts), and
 * the 429 comes before any work is done.
 */
export const publicWriteProcedure = publicProcedure.use(async ({ ctx, next }) => {
  await ctx.rateLimiter.consume(ctx.rateLimitTiers.publicWrite, addressBucket(ctx.clientKey));
  return next();
});

/**
 * Signed in, whatever the state of the account: only what finishes setting it up (the session
 * itself, sign-out, the password change, two-factor enrolment). Refused with UNAUTHORIZED without a
 * staff session. Anything more is an adminProcedure: a half-set-up owner has no owner powers.
 */
export const signedInProcedure = publicProcedure.meta({ access: "signed-in" }).use(({ ctx, next }) => {
  if (!ctx.admin || !ctx.sessionId) throw new AppError("UNAUTHORIZED", ERROR_MESSAGES.UNAUTHORIZED);
  return next({ ctx: { ...ctx, admin: ctx.admin, sessionId: ctx.sessionId } });
});

/**
 * For staff: signed in, not holding a password an owner reset, and, for an owner, with two-factor
 * sign-in set up (403 until then: the signed-in procedures let them do both).
 */
export const adminProcedure = signedInProcedure.meta({ access: "staff" }).use(({ ctx, next }) => {
  if (ctx.admin.mustChangePassword) throw new AppError("FORBIDDEN", PASSWORD_CHANGE_REQUIRED);
  if (ctx.admin.role === "owner" && !ctx.admin.totpEnabledAt) throw new AppError("FORBIDDEN", TWO_FACTOR_SET_UP_REQUIRED);
  return next();
});

/** For owners (ADR 013): staff accounts, the audit trail, revenue. 403 for reception. */
export const ownerProcedure = adminProcedure.meta({ access: "owner" }).use(({ ctx, next }) => {
  if (ctx.admin.role !== "owner") throw new AppError("FORBIDDEN", OWNERS_ONLY);
  return next();
});
