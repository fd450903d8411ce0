/** How the outbox tries a message again after a failed hand-over. */
export interface RetryPolicy {
  /** Wait after the first failure; it doubles with each further one. */
  baseDelayMs: number;
  /** The longest wait between two tries. */
  maxDelayMs: number;
  /** Tries before the message is marked failed (about two days with the defaults). */
  maxAttempts: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { baseDelayMs: 5_000, maxDelayMs: 30 * 60_000, maxAttempts: 100 };

/** The wait before the next try, after `attempts` tries (1 or more): 5 s, 10 s, 20 s, … up to the cap. */
export function retryDelayMs(attempts: number, policy: RetryPolicy): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** exponent);
}
