import rateLimit from "@fastify/rate-limit";
import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { Redis } from "ioredis";
import type { Config } from "../config.ts";
import { isCallRoute } from "./matched-route.ts";
import {
  MemoryRateLimitStore,
  RateLimiter,
  RedisRateLimitStore,
  RateLimitExceededError,
  type RateLimitTier,
} from "../services/core/rate-limiter.ts";

declare module "fastify" {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
    rateLimitTiers: RateLimitTiers;
  }
}

export interface RateLimitTiers {
  publicWrite: RateLimitTier;
  signInFailuresByAddress: RateLimitTier;
  signInFailuresByAccount: RateLimitTier;
  /** The success page's lookup of a booking by its Stripe id (ADR 036). */
  bookingLookup: RateLimitTier;
}

type RateLimitOptions = Pick<Config, "REDIS_URL" | "RATE_LIMIT_PER_MINUTE" | "RATE_LIMIT_WRITES_PER_MINUTE">;

/**
 * Pages, scripts, styles and images are static files a CDN or the browser cache would serve; only
 * calls cost work. Judged by the route matched (ADR 054); a request no route matched is counted.
 */
function isRateLimitedRoute(pattern: string | undefined): boolean {
  return pattern === undefined || isCallRoute(pattern);
}

/**
 * Two tiers: a generous global limit per client address (IPv6 by its /64) on every API call
 * (static files are exempt: a visitor's first page load alone fetches dozens of them), and strict
 * budgets that public writes and the staff login consume explicitly (see RateLimiter). With
 * REDIS_URL both are shared by every app instance behind a load balancer; otherwise they live in
 * this process.
 */
const rateLimitPlugin: FastifyPluginAsync<RateLimitOptions> = async (app, options) => {
  const redis = options.REDIS_URL ? new Redis(options.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 }) : undefined;
  await app.register(rateLimit, {
    global: true,
    max: options.RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    allowList: (request) => !isRateLimitedRoute(request.routeOptions.url),
    // An IPv6 client is counted by its /64, as the public writes and sign-in are (the plugin's default, pinned).
    ipv6Subnet: 64,
    ...(redis ? { redis, nameSpace: "hotel:global:" } : {}),
    errorResponseBuilder: (_request, context) => new RateLimitExceededError(Math.ceil(context.ttl / 1000)),
  });
  app.decorate("rateLimiter", new RateLimiter(redis ? new RedisRateLimitStore(redis) : new MemoryRateLimitStore()));
  app.decorate("rateLimitTiers", {
    publicWrite: { name: "public-write", max: options.RATE_LIMIT_WRITES_PER_MINUTE, windowMs: 60_000 },
    // Sign-in (the Copenhagen Book's throttling): 10 failures from one address, then 10 quiet
    // minutes; per e-mail, from the 5th failure each try is slowed down, never refused, so an
    // attacker cannot lock a member of staff out.
    signInFailuresByAddress: { name: "sign-in-failures-ip", max: 10, windowMs: 10 * 60_000, sliding: true },
    signInFailuresByAccount: { name: "sign-in-failures-account", max: 5, windowMs: 15 * 60_000, sliding: true },
    // A success page asks up to 6 times while a payment is confirmed: a few reloads' worth a
    // minute per address (IPv6 by /64), far below what guessing ids or scraping would need.
    bookingLookup: { name: "booking-lookup", max: 30, windowMs: 60_000 },
  });
  app.addHook("onClose", async () => {
    await app.rateLimiter.close();
  });
};

export default fp(rateLimitPlugin, { name: "rate-limit" });
