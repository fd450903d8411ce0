import type { FastifyError, FastifyPluginAsync, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { z } from "zod";
import type { ApiFailure } from "../../shared/api/api-envelope.ts";
import { ERROR_MESSAGES } from "../../shared/api/error-catalogue.ts";
import { fieldErrorsOf } from "../../shared/validation/field-errors.ts";
import { AppError, appErrorCodeForStatus, newErrorId } from "../errors.ts";
import { RateLimitExceededError } from "../services/core/rate-limiter.ts";

/** Fastify's own errors that mean "the client sent something wrong", with the wording we show. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: ERROR_MESSAGES.BODY_TOO_LARGE,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ERROR_MESSAGES.UNSUPPORTED_MEDIA_TYPE,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ERROR_MESSAGES.VALIDATION_ERROR,
  FST_ERR_CTP_EMPTY_JSON_BODY: ERROR_MESSAGES.MALFORMED_JSON,
  FST_ERR_CTP_INVALID_JSON_BODY: ERROR_MESSAGES.MALFORMED_JSON,
};

export function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof z.ZodError) {
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

export function sendFailure(reply: FastifyReply, status: number, body: ApiFailure): FastifyReply {
  return reply.code(status).type("application/json; charset=utf-8").send(body);
}

/**
 * The one error road of the HTTP server: known errors keep their status and safe message;
 * anything else is a 500 whose body carries only an error id, never a stack or SQL.
 */
const errorHandler: FastifyPluginAsync = async (app) => {
  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error);
    if (appError && appError.status < 500) {
      if (error instanceof RateLimitExceededError) reply.header("retry-after", String(error.retryAfterSeconds));
      return sendFailure(reply, appError.status, {
        success: false,
        error: appError.message,
        ...(appError.fieldErrors ? { fieldErrors: appError.fieldErrors } : {}),
      });
    }
    const errorId = newErrorId();
    request.log.error({ err: error, errorId }, "request failed");
    return sendFailure(reply, appError?.status ?? 500, {
      success: false,
      error: appError?.status === 503 ? appError.message : ERROR_MESSAGES.UNKNOWN,
      errorId,
    });
  });
};

export default fp(errorHandler, { name: "error-handler" });
