import type { Redis } from "ioredis";
import { ERROR_MESSAGES } from "../../../shared/api/error-catalogue.ts";
import { AppError } from "../../errors.ts";

/**
 * Fixed-window counters for the strict tiers (public writes, staff login). The same limiter backs
 * the REST shims and the tRPC procedures, so both roads share one budget per client.
 */
export interface RateLimitTier {
  name: string;
  max: number;
  windowMs: number;
}

export interface RateLimitStore {
  /** Counts one hit and returns the count in the current window and the ms until it resets. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  close(): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly sweeper = setInterval(() => this.sweep(), 60_000).unref();

  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }> {
    const now = Date.now();
    const current = this.windows.get(key);
    const window = current && current.resetAt > now ? current : { count: 0, resetAt: now + windowMs };
    window.count += 1;
    this.windows.set(key, window);
    return Promise.resolve({ count: window.count, resetInMs: window.resetAt - now });
  }

  private sweep(): void {
    const now = Date.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }

  close(): Promise<void> {
    clearInterval(this.sweeper);
    return Promise.resolve();
  }
}

export class RedisRateLimitStore implements RateLimitStore {
  constructor(private readonly redis: Redis) {}

  async hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }> {
    const redisKey = `hotel:ratelimit:${key}`;
    const results = await this.redis.multi().incr(redisKey).pexpire(redisKey, windowMs, "NX").pttl(redisKey).exec();
    const count = Number(results?.[0]?.[1] ?? 1);
    const ttl = Number(results?.[2]?.[1] ?? windowMs);
    return { count, resetInMs: ttl > 0 ? ttl : windowMs };
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}

export class RateLimitExceededError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super("TOO_MANY_REQUESTS", ERROR_MESSAGES.TOO_MANY_REQUESTS);
  }
}

export class RateLimiter {
  constructor(private readonly store: RateLimitStore) {}

  /** Throws RateLimitExceededError (429) once `client` has used up `tier` in the current window. */
  async consume(tier: RateLimitTier, client: string): Promise<void> {
    const { count, resetInMs } = await this.store.hit(`${tier.name}:${client}`, tier.windowMs);
    if (count > tier.max) throw new RateLimitExceededError(Math.ceil(resetInMs / 1000));
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
