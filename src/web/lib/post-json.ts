import type { ApiEnvelope } from "../../shared/api/api-envelope.ts";

export type PostResult<T> =
  | { ok: true; data: T }
  | { ok: false; error?: string; fieldErrors?: Record<string, string> }
  | { ok: false; networkError: true };

/**
 * POSTs JSON to one of the documented /api paths (public-site §7) and reads its envelope. Plain
 * fetch, so public pages carry no API client: a non-JSON answer counts as a failure without text.
 */
export async function postJson<T>(path: string, body: unknown, idempotencyKey?: string): Promise<PostResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}) },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, networkError: true };
  }
  const envelope = (await response.json().catch(() => null)) as ApiEnvelope<T> | null;
  if (response.ok && envelope?.success) return { ok: true, data: envelope.data };
  if (envelope && !envelope.success) return { ok: false, error: envelope.error, ...(envelope.fieldErrors ? { fieldErrors: envelope.fieldErrors } : {}) };
  return { ok: false };
}
