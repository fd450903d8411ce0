import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { RateLimiter, RedisRateLimitStore, RateLimitExceededError } from "../../../src/server/services/core/rate-limiter.ts";

// Runs where a Redis server is given (CI sets TEST_REDIS_URL to the machine's Redis).
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)("rate limits shared through Redis (REDIS_URL)", () => {
  const redis = new Redis(redisUrl ?? "");
  const tier = { name: `test-${crypto.randomUUID()}`, max: 2, windowMs: 5_000 };
  afterAll(() => redis.quit());

  it("counts hits from every instance against one budget", async () => {
    // Two app instances behind a load balancer: two limiters on one Redis.
    const instanceA = new RateLimiter(new RedisRateLimitStore(redis));
    const instanceB = new RateLimiter(new RedisRateLimitStore(redis));
    await instanceA.consume(tier, "192.0.2.7");
    await instanceB.consume(tier, "192.0.2.7");
    const third = instanceA.consume(tier, "192.0.2.7");
    await expect(third).rejects.toBeInstanceOf(RateLimitExceededError);
    await expect(third).rejects.toMatchObject({ status: 429 });
    await expect(instanceB.consume(tier, "192.0.2.8")).resolves.toBeUndefined();
    const ttl = await redis.pttl(`hotel:ratelimit:${tier.name}:192.0.2.7`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(5_000);
  });
});
