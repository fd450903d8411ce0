import { z } from "zod";
import { apiFailureSchema, apiSuccessSchema, type ApiFailure } from "../../shared/api/api-envelope.ts";
import { ERROR_MESSAGES } from "../../shared/api/error-catalogue.ts";
import { PAYMENT_ERROR_MESSAGES } from "../../shared/addons/payment-errors.ts";
import { EMAIL_INVALID } from "../../shared/validation/email-field.ts";
import { APP_ERROR_STATUS, type AppErrorCode } from "../errors.ts";
import { jsonSchemaOf } from "./json-schema-of.ts";
import type { JsonSchema, Reference, Response } from "./openapi-types.ts";

/** The envelope's schemas, as components.schemas names them. */
const ENVELOPE_SCHEMAS = { success: "ApiSuccess", failure: "ApiFailure" } as const;

/** The envelope of every /api answer (shared/api/api-envelope.ts), with the catalogue's words as examples. */
export function envelopeSchemas(): Record<string, JsonSchema> {
  const failure = jsonSchemaOf(apiFailureSchema, "output");
  const properties = failure.properties as Record<string, JsonSchema>;
  properties.error = { ...properties.error, examples: Object.values(ERROR_MESSAGES) };
  properties.reason = { ...properties.reason, examples: Object.keys(PAYMENT_ERROR_MESSAGES) };
  const success = jsonSchemaOf(apiSuccessSchema(z.unknown().meta({ description: "The call's answer." })), "output");
  return { [ENVELOPE_SCHEMAS.success]: success, [ENVELOPE_SCHEMAS.failure]: failure };
}

/** When each status of the catalogue (errors.ts) is answered, and an answer it may give. */
const FAILURES: Record<AppErrorCode, { when: string; example?: ApiFailure }> = {
  BAD_REQUEST: {
    when: "The input was refused by the call's schema (`fieldErrors` names each field), the body is not valid JSON, or the service refused it.",
    example: { success: false, error: ERROR_MESSAGES.VALIDATION_ERROR, fieldErrors: { email: EMAIL_INVALID } },
  },
  UNAUTHORIZED: { when: "No staff session: sign in first (`POST /api/admin/login`).", example: { success: false, error: ERROR_MESSAGES.UNAUTHORIZED } },
  FORBIDDEN: {
    when: "Refused: the request came from another site (an unsafe method, or a staff read), or the staff member may not make this call (an owner's call, a password to change, two-factor to set up).",
    example: { success: false, error: ERROR_MESSAGES.CROSS_SITE_REFUSED },
  },
  NOT_FOUND: { when: "Nothing has that id.", example: { success: false, error: ERROR_MESSAGES.NOT_FOUND } },
  METHOD_NOT_ALLOWED: { when: "The path takes other methods; `Allow` lists them.", example: { success: false, error: ERROR_MESSAGES.METHOD_NOT_ALLOWED } },
  CONFLICT: { when: "The record is not in a state that allows this (already verified, already used, changed meanwhile)." },
  PAYLOAD_TOO_LARGE: { when: "The body is over the limit.", example: { success: false, error: ERROR_MESSAGES.BODY_TOO_LARGE } },
  UNSUPPORTED_MEDIA_TYPE: { when: "The body is not of a type this call takes.", example: { success: false, error: ERROR_MESSAGES.UNSUPPORTED_MEDIA_TYPE } },
  TOO_MANY_REQUESTS: { when: "Over the client's per-minute budget; `Retry-After` says when to try again.", example: { success: false, error: ERROR_MESSAGES.TOO_MANY_REQUESTS } },
  INTERNAL_SERVER_ERROR: {
    when: "The server failed; the body carries only the id it logged the failure under.",
    example: { success: false, error: ERROR_MESSAGES.UNKNOWN, errorId: "3F2A9C1B" },
  },
  SERVICE_UNAVAILABLE: {
    when: "A service the call needs (database, payments, Little Hotelier) is unavailable; the message says what to do.",
    example: { success: false, error: PAYMENT_ERROR_MESSAGES.PAYMENTS_UNAVAILABLE, reason: "PAYMENTS_UNAVAILABLE" },
  },
};

/** components.responses' name for any other failure status an operation may answer. */
export const OTHER_FAILURE = "OTHER_FAILURE";

/** components.responses: one failure answer per status of the catalogue, named by its code, and the rest. */
export function failureResponses(): Record<string, Response> {
  const other: Response = {
    description: "Another status of the catalogue (the table in the description): the failure envelope.",
    content: { "application/json": { schema: { $ref: `#/components/schemas/${ENVELOPE_SCHEMAS.failure}` } } },
  };
  return {
    ...Object.fromEntries(Object.entries(FAILURES).map(([code, { when, example }]) => {
      const status = APP_ERROR_STATUS[code as AppErrorCode];
      const response: Response = {
        description: `${status} ${code}: ${when}`,
        content: { "application/json": { schema: { $ref: `#/components/schemas/${ENVELOPE_SCHEMAS.failure}` }, ...(example ? { example } : {}) } },
      };
      if (code === "TOO_MANY_REQUESTS") response.headers = { "Retry-After": { description: "Seconds to wait before trying again.", schema: { type: "integer" } } };
      return [code, response];
    })),
    [OTHER_FAILURE]: other,
  };
}

/** A reference to the failure answer of a status (by its code) for an operation's responses. */
export function failure(code: AppErrorCode): [string, Reference] {
  return [String(APP_ERROR_STATUS[code]), { $ref: `#/components/responses/${code}` }];
}

/** The success answer in the envelope, with the schema of its `data` (the procedure's output) where known. */
export function envelopeSuccess(description: string, data?: JsonSchema): Response {
  // OpenAPI 3.1 lets keywords stand beside a $ref: the envelope, narrowed to this call's `data`.
  const schema = { $ref: `#/components/schemas/${ENVELOPE_SCHEMAS.success}`, ...(data ? { properties: { data } } : {}) };
  return { description, content: { "application/json": { schema } } };
}
