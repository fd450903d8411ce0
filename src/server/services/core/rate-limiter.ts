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
  /** Each hit starts the window again: the count falls back to zero only after `windowMs` of quiet. */
  sliding?: boolean;
}

export interface RateLimitCount {
  count: number;
  resetInMs: number;
}

export interface RateLimitStore {
  /** Counts one hit and returns the count in the current window and the ms until it resets. */
  hit(key: string, windowMs: number, sliding?: boolean): Promise<RateLimitCount>;
  /** The count so far, without counting. */
  peek(key: string): Promise<RateLimitCount>;
  /** Takes one hit back (never below zero), keeping the window's end. */
  unhit(key: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly sweeper = setInterval(() => this.sweep(), 60_000).unref();

  hit(key: string, windowMs: number, sliding = false): Promise<RateLimitCount> {
    const now = Date.now();
    const current = this.windows.get(key);
    const window = current && current.resetAt > now ? current : { count: 0, resetAt: now + windowMs };
    window.count += 1;
    if (sliding) window.resetAt = now + windowMs;
    this.windows.set(key, window);
    return Promise.resolve({ count: window.count, resetInMs: window.resetAt - now });
  }

  peek(key: string): Promise<RateLimitCount> {
    const now = Date.now();
    const window = this.windows.get(key);
    return Promise.resolve(window && window.resetAt > now ? { count: window.count, resetInMs: window.resetAt - now } : { count: 0, resetInMs: 0 });
  }

  unhit(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.count > 0) window.count -= 1;
    return Promise.resolve();
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

  async hit(key: string, windowMs: number, sliding = false): Promise<RateLimitCount> {
    const redisKey = `hotel:ratelimit:${key}`;
    const counted = this.redis.multi().incr(redisKey);
    const expiring = sliding ? counted.pexpire(redisKey, windowMs) : counted.pexpire(redisKey, windowMs, "NX");
    const results = await expiring.pttl(redisKey).exec();
    const count = Number(results?.[0]?.[1] ?? 1);
    const ttl = Number(results?.[2]?.[1] ?? windowMs);
    return { count, resetInMs: ttl > 0 ? ttl : windowMs };
  }

  async peek(key: string): Promise<RateLimitCount> {
    const redisKey = `hotel:ratelimit:${key}`;
    const results = await this.redis.multi().get(redisKey).pttl(redisKey).exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    const ttl = Number(results?.[1]?.[1] ?? 0);
    return { count, resetInMs: ttl > 0 ? ttl : 0 };
  }

  async unhit(key: string): Promise<void> {
    // Only a live counter is decremented: a DECR on an expired key would make one without expiry.
    await this.redis.eval(`if redis.call("GET", KEYS[1]) and tonumber(redis.call("GET", KEYS[1])) > 0 then return redis.call("DECR", KEYS[1]) end return 0`, 1, `hotel:ratelimit:${key}`);
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
    const { count, resetInMs } = await this.store.hit(`${tier.name}:${client}`, tier.windowMs, tier.sliding);
    if (count > tier.max) throw new RateLimitExceededError(Math.ceil(resetInMs / 1000));
  }

  /** Counts one event (a failed sign-in) against `client` without refusing anything; returns the count. */
  async record(tier: RateLimitTier, client: string): Promise<number> {
    return (await this.store.hit(`${tier.name}:${client}`, tier.windowMs, tier.sliding)).count;
  }

  /** Takes back one event counted against `client` (an attempt that turned out right). */
  async forgive(tier: RateLimitTier, client: string): Promise<void> {
    await this.store.unhit(`${tier.name}:${client}`);
  }

  /** How many events `client` has in the current window of `tier`. */
  async countOf(tier: RateLimitTier, client: string): Promise<RateLimitCount> {
    return this.store.peek(`${tier.name}:${client}`);
  }

  /** Throws RateLimitExceededError (429) while `client` has `tier.max` events recorded. */
  async refuseWhileSpent(tier: RateLimitTier, client: string): Promise<void> {
    const { count, resetInMs } = await this.countOf(tier, client);
    if (count >= tier.max) throw new RateLimitExceededError(Math.ceil(resetInMs / 1000));
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
