// Whether the hotel server answers: GET /api/health must say { status: "ok" }, or "degraded" (its
// mail is delayed or its database slow, but it serves: ADR 040). The reason is shown to reception
// on the offline screen, in plain words.

import { isServingStatus } from "../shared/monitoring/health-answer.ts";

export type ServerHealth = { ok: true } | { ok: false; reason: string };

const HEALTH_TIMEOUT_MS = 8_000;

function networkReason(error: unknown, timeoutMs: number): string {
  const cause = (error as { cause?: { code?: string } } | null)?.cause?.code;
  if (cause === "ENOTFOUND" || cause === "EAI_AGAIN") return "No server was found at that address (is the internet connection working?).";
  if (cause === "ECONNREFUSED") return "The server refused the connection: it may be restarting.";
  if (cause && /CERT|SSL|TLS/.test(cause)) return "The server's security certificate is not valid.";
  if ((error as { name?: string } | null)?.name === "TimeoutError") {
    const seconds = Math.max(1, Math.round(timeoutMs / 1000));
    return `The server did not answer within ${seconds} ${seconds === 1 ? "second" : "seconds"}.`;
  }
  return "The server could not be reached (no network connection?).";
}

export async function checkServerHealth(origin: string, fetchImpl: typeof fetch = fetch, timeoutMs = HEALTH_TIMEOUT_MS): Promise<ServerHealth> {
  let response: Response;
  try {
    response = await fetchImpl(`${origin}/api/health`, { headers: { accept: "application/json" }, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    return { ok: false, reason: networkReason(error, timeoutMs) };
  }
  const body = (await response.json().catch(() => null)) as { status?: unknown } | null;
  if (response.ok && isServingStatus(body?.status)) return { ok: true };
  if (response.status === 503) return { ok: false, reason: "The server is up but its database is not answering (503)." };
  if (!response.ok) return { ok: false, reason: `The server answered with an error (${response.status}).` };
  return { ok: false, reason: "Something answered at that address, but it is not the hotel server." };
}
