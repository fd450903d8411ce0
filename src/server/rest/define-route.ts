import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { ApiEnvelope } from "../../shared/api/api-envelope.ts";
import { ERROR_MESSAGES } from "../../shared/api/error-catalogue.ts";
import { fieldErrorsOf } from "../../shared/validation/field-errors.ts";
import { AppError, newErrorId } from "../errors.ts";
import { sendFailure } from "../plugins/error-handler.ts";
import { RateLimitExceededError } from "../services/core/rate-limiter.ts";
import { appRouter } from "../trpc/app-router.ts";
import { createContext } from "../trpc/context.ts";
import { createCallerFactory } from "../trpc/init.ts";

const createCaller = createCallerFactory(appRouter);
export type AppCaller = ReturnType<typeof createCaller>;

type InputSource = "body" | "query" | "params" | "none";

export interface RestRoute<I, O> {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  /** Where the procedure's input is read from. The procedure validates it with the shared schema. */
  from: InputSource;
  /** The tRPC procedure this path exposes; REST and tRPC share one handler, middleware and schema. */
  procedure: (caller: AppCaller) => (input: I) => Promise<O>;
  successStatus?: number;
  /** Request headers copied into an object input under a field name ({ "idempotency-key": "idempotencyKey" }); the header wins. */
  headerInputs?: Record<string, string>;
  /** false: answer the data itself (for /api/health's documented shape) instead of the envelope. */
  envelope?: boolean;
}

function inputOf(request: FastifyRequest, from: InputSource, headerInputs: Record<string, string> = {}): unknown {
  if (from === "none") return undefined;
  const input: unknown = request[from];
  const copied = Object.entries(headerInputs).flatMap(([header, fieldName]) => {
    const value = request.headers[header];
    return typeof value === "string" ? [[fieldName, value] as const] : [];
  });
  // A non-object input is left as it is for the schema to refuse.
  if (!copied.length || typeof input !== "object" || input === null || Array.isArray(input)) return input;
  return { ...input, ...Object.fromEntries(copied) };
}

function sendTrpcError(request: FastifyRequest, reply: FastifyReply, error: TRPCError): FastifyReply {
  const status = getHTTPStatusCodeFromError(error);
  const cause = error.cause;
  if (status >= 500) {
    const errorId = newErrorId();
    request.log.error({ err: cause ?? error, errorId }, "request failed");
    const message = cause instanceof AppError && cause.status === 503 ? cause.message : ERROR_MESSAGES.UNKNOWN;
    return sendFailure(reply, status, { success: false, error: message, errorId });
  }
  if (cause instanceof RateLimitExceededError) reply.header("retry-after", String(cause.retryAfterSeconds));
  const fieldErrors = cause instanceof z.ZodError ? fieldErrorsOf(cause) : cause instanceof AppError ? cause.fieldErrors : undefined;
  const message = cause instanceof z.ZodError ? ERROR_MESSAGES.VALIDATION_ERROR : error.message;
  return sendFailure(reply, status, { success: false, error: message, ...(fieldErrors ? { fieldErrors } : {}) });
}

/** Exposes a tRPC procedure at a documented /api path with the spec's {success, data, error} envelope. */
export function defineRestRoute<I, O>(app: FastifyInstance, route: RestRoute<I, O>): void {
  app.route({
    method: route.method,
    url: route.url,
    async handler(request, reply) {
      const caller = createCaller(await createContext(request));
      try {
        // The cast is checked at run time: the procedure parses its input with its zod schema.
        const data = await route.procedure(caller)(inputOf(request, route.from, route.headerInputs) as I);
        const body: ApiEnvelope<O> | O = route.envelope === false ? data : { success: true, data };
        return reply.code(route.successStatus ?? 200).send(body);
      } catch (error) {
        if (error instanceof TRPCError) return sendTrpcError(request, reply, error);
        throw error;
      }
    },
  });
}
