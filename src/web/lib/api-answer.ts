import type { ApiFailure } from "../../shared/api/api-envelope.ts";

// The one reader of the /api answer envelope (src/shared/api/api-envelope.ts) in the browser, and
// the JSON poster of the public forms. Plain code, no zod: public pages read answers too, and must
// not load a schema library to do it. One module, not two: the bundler would make the reader a chunk
// of its own, one more file for the forms' pages and one more name in every page's entry.

/** An /api answer's body, read without trusting its shape. */
export type ApiAnswer =
  /** `{ success: true, data }`; `data` is still to be checked by the caller. */
  | { kind: "data"; data: unknown }
  /** `{ success: false, error?, fieldErrors? }`: what the server said, where it said it. */
  | { kind: "refusal"; error: ApiFailure["error"] | undefined; fieldErrors: ApiFailure["fieldErrors"]; reason: ApiFailure["reason"] }
  /** No body, not JSON, or not the envelope. */
  | { kind: "unreadable" };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A `{ field: message }` map, or undefined when the value is anything else (a non-text message included). */
export function messagesByField(value: unknown): Record<string, string> | undefined {
  return isRecord(value) && Object.values(value).every((message) => typeof message === "string") ? (value as Record<string, string>) : undefined;
}

/**
 * Reads a parsed body as the envelope. A success must carry `data` (JSON drops an undefined one, so
 * the server wrote none); a refusal whose `error`, `fieldErrors` or `reason` is there but not of its
 * documented type is unreadable as a whole.
 */
export function readApiAnswer(body: unknown): ApiAnswer {
  const envelope = isRecord(body) ? body : {};
  const { success, data, error, fieldErrors, reason } = envelope;
  if (success === true && "data" in envelope) return { kind: "data", data };
  const messages = messagesByField(fieldErrors);
  if (success !== false || (error !== undefined && typeof error !== "string") || (fieldErrors !== undefined && !messages) || (reason !== undefined && typeof reason !== "string")) {
    return { kind: "unreadable" };
  }
  return { kind: "refusal", error, fieldErrors: messages, reason };
}

/** Reads a response's body as the envelope; a body that is not JSON is unreadable. */
export async function readApiResponse(response: Response): Promise<ApiAnswer> {
  return readApiAnswer(await response.json().catch(() => null));
}

export type ApiResult<T> =
  | { ok: true; data: T }
  /** `reason`: the server's finer code, when it gave one (a payment's PAYMENT_RATE_LIMITED). */
  | { ok: false; error?: string; fieldErrors?: Record<string, string>; reason?: string }
  | { ok: false; networkError: true };

/** A documented /api path's answer, read as the envelope. */
async function resultOf<T>(request: Promise<Response>): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await request;
  } catch {
    return { ok: false, networkError: true };
  }
  const answer = await readApiResponse(response);
  // The data is the server's answer to this path: its type is the caller's to name.
  if (response.ok && answer.kind === "data") return { ok: true, data: answer.data as T };
  if (answer.kind === "refusal") {
    return { ok: false, error: answer.error, ...(answer.fieldErrors ? { fieldErrors: answer.fieldErrors } : {}), ...(answer.reason ? { reason: answer.reason } : {}) };
  }
  return { ok: false };
}

/**
 * POSTs JSON to one of the documented /api paths and reads its envelope. Plain
 * fetch, so public pages carry no API client: a non-JSON answer counts as a failure without text.
 */
export function postJson<T>(path: string, body: unknown, idempotencyKey?: string): Promise<ApiResult<T>> {
  return resultOf<T>(
    fetch(path, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}) },
      body: JSON.stringify(body),
    }),
  );
}

/** GETs one of the documented /api paths and reads its envelope, as postJson does. */
export function getJson<T>(path: string): Promise<ApiResult<T>> {
  return resultOf<T>(fetch(path, { credentials: "same-origin", headers: { accept: "application/json" } }));
}
