import { TRPCError } from "@trpc/server";
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { $ZodError } from "zod/v4/core";
import type { ApiFailure } from "../../shared/api/api-envelope.ts";
import { ERROR_MESSAGES } from "../../shared/api/error-catalogue.ts";
import { fieldErrorsOf } from "../../shared/validation/field-errors.ts";
import { AppError, appErrorCodeForStatus, newErrorId } from "../errors.ts";
import { RateLimitExceededError } from "../services/core/rate-limiter.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * For routes a person opens from an e-mail: the failure is answered with this page (given the
     * message to show) instead of the JSON envelope. Status and message are the same either way.
     */
    failurePage?: (message: string, fieldErrors: Readonly<Record<string, string>>) => string;
  }
}

/** Fastify's own errors that mean "the client sent something wrong", with the wording we show. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: ERROR_MESSAGES.BODY_TOO_LARGE,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ERROR_MESSAGES.UNSUPPORTED_MEDIA_TYPE,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ERROR_MESSAGES.VALIDATION_ERROR,
  FST_ERR_CTP_EMPTY_JSON_BODY: ERROR_MESSAGES.MALFORMED_JSON,
  FST_ERR_CTP_INVALID_JSON_BODY: ERROR_MESSAGES.MALFORMED_JSON,
};

/**
 * What a failed procedure call really failed with: the service's AppError, the input schema's
 * ZodError (classic or zod/mini, ADR 050) or the rate limiter's error, as tRPC wraps them. An output that failed its own schema
 * stays an internal error: that is the server's fault, not the caller's.
 */
export function procedureFailureCause(error: unknown): unknown {
  if (!(error instanceof TRPCError)) return error;
  if (error.code === "INTERNAL_SERVER_ERROR" && error.cause instanceof $ZodError) return error;
  return error.cause ?? error;
}

/** The wording of a framework or plugin error that carries a client status but no message of ours. */
const CLIENT_STATUS_MESSAGES: Record<number, string> = {
  401: ERROR_MESSAGES.UNAUTHORIZED,
  404: ERROR_MESSAGES.NOT_FOUND,
  405: ERROR_MESSAGES.METHOD_NOT_ALLOWED,
  413: ERROR_MESSAGES.BODY_TOO_LARGE,
  415: ERROR_MESSAGES.UNSUPPORTED_MEDIA_TYPE,
  429: ERROR_MESSAGES.TOO_MANY_REQUESTS,
};

/**
 * The 4xx status a framework or plugin error carries (Fastify's FST_ errors, @fastify/static's
 * refusals, a body parser's), if any: the client's mistake keeps its status, never a 500.
 */
function clientStatusOf(error: unknown): number | undefined {
  if (error instanceof AppError || error instanceof TRPCError) return undefined;
  const status = (error as Partial<FastifyError> | undefined)?.statusCode;
  return typeof status === "number" && status >= 400 && status < 500 ? status : undefined;
}

function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof $ZodError) {
    return new AppError("BAD_REQUEST", ERROR_MESSAGES.VALIDATION_ERROR, { fieldErrors: fieldErrorsOf(error) });
  }
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.code && fastifyError.code in FRAMEWORK_MESSAGES) {
    const status = fastifyError.statusCode ?? 400;
    return new AppError(appErrorCodeForStatus(status), FRAMEWORK_MESSAGES[fastifyError.code] ?? ERROR_MESSAGES.VALIDATION_ERROR);
  }
  if (error instanceof SyntaxError && (error as Partial<FastifyError>).statusCode === 400) {
    return new AppError("BAD_REQUEST", ERROR_MESSAGES.MALFORMED_JSON);
  }
  return undefined;
}

/**
 * The status and body of a failure. Known errors keep their status and safe message; anything
 * else is a 500 whose body carries only an error id, never a stack or SQL. A 503 keeps its
 * message ("Live availability and prices cannot be checked just now…") since it tells the caller
 * what to do.
 */
function failureAnswer(error: unknown, errorId: string): { status: number; body: ApiFailure } {
  const appError = toAppError(error);
  if (appError && appError.status < 500) {
    return {
      status: appError.status,
      body: {
        success: false,
        error: appError.message,
        ...(appError.fieldErrors ? { fieldErrors: appError.fieldErrors } : {}),
        ...(appError.reason ? { reason: appError.reason } : {}),
      },
    };
  }
  const clientStatus = appError ? undefined : clientStatusOf(error);
  if (clientStatus) return { status: clientStatus, body: { success: false, error: CLIENT_STATUS_MESSAGES[clientStatus] ?? ERROR_MESSAGES.VALIDATION_ERROR } };
  const status = appError?.status ?? 500;
  const reason = status === 503 && appError?.reason ? { reason: appError.reason } : {};
  return { status, body: { success: false, error: status === 503 && appError ? appError.message : ERROR_MESSAGES.UNKNOWN, errorId, ...reason } };
}

/** The one error road of the HTTP server: every failure of a route or REST shim is answered here. */
const errorHandler: FastifyPluginAsync = async (app) => {
  app.setErrorHandler((caught, request, reply) => {
    let error: unknown = caught;
    // Refused before any route ran (a QUERY without Content-Type, a static file's 403 for "..%5C"):
    // answered as a request no route serves (404, or 405 with Allow), as if it had got that far.
    const refusedUnrouted = (request.is404 || (error as Partial<FastifyError>).statusCode === 403) && clientStatusOf(error) !== undefined;
    if (refusedUnrouted && app.answerUnrouted) {
      try {
        return app.answerUnrouted(request, reply);
      } catch (unrouted) {
        error = unrouted;
      }
    }
    const { status, body } = failureAnswer(error, newErrorId());
    if (body.errorId && !toAppError(error)?.reported) request.log.error({ err: error, errorId: body.errorId }, "request failed");
    if (error instanceof RateLimitExceededError) reply.header("retry-after", String(error.retryAfterSeconds));
    reply.code(status);
    const failurePage = request.routeOptions.config.failurePage;
    if (failurePage) {
      // A bad link's message is its one field error (the token's); otherwise the error's own.
      const message = Object.values(body.fieldErrors ?? {})[0] ?? body.error;
      return reply.type("text/html; charset=utf-8").send(failurePage(message, body.fieldErrors ?? {}));
    }
    return reply.type("application/json; charset=utf-8").send(body);
  });
};

export default fp(errorHandler, { name: "error-handler" });

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode (`/api/rooms/%F3%BB`) is the client's mistake,
 * 400 in the API's envelope; a path segment longer than any id it routes is simply not found.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === "FST_ERR_MAX_PARAM_LENGTH" ? 404 : (clientStatusOf(error) ?? 400);
  const message = status === 404 ? ERROR_MESSAGES.NOT_FOUND : ERROR_MESSAGES.VALIDATION_ERROR;
  void reply.code(status).type("application/json; charset=utf-8").send({ success: false, error: message } satisfies ApiFailure);
}
