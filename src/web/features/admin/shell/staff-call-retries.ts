import { staffCallFailure } from "./staff-call-error.ts";

// When a staff call is tried again (up to 3 retries, exponential delay capped at 30 s: the original admin's rule, ADR 058).

const MAX_RETRIES = 3;
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

/**
 * Only an outage is worth another try (the server could not be reached, or answered 5xx); a 4xx
 * answer will not change by asking again. For reads: a write is never repeated (the staff writes
 * carry no idempotency key, so a retried write could happen twice); it says what failed instead.
 */
export function retryOutages(failureCount: number, error: unknown): boolean {
  const status = staffCallFailure(error)?.status;
  const outage = status === null || (status !== undefined && status >= 500);
  return outage && failureCount < MAX_RETRIES;
}

/** 1 s, 2 s, 4 s, … never more than 30 s between tries. */
export function retryDelay(failureCount: number): number {
  return Math.min(FIRST_DELAY_MS * 2 ** failureCount, MAX_DELAY_MS);
}
