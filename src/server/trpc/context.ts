import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { Config } from "../config.ts";
import type { PrismaClient } from "../db/prisma.ts";
import { type AdminIdentity, findAdminBySessionToken, SESSION_COOKIE } from "../services/staff/sessions.ts";
import type { RateLimiter, RateLimitTier } from "../services/core/rate-limiter.ts";
import type { OutboxWaker } from "../services/outbox/outbox-dispatcher.ts";
import type { RoomRatesRuntime } from "../services/rooms/room-rates-runtime.ts";

/** What every handler receives, whether it is called through tRPC, a REST shim or a test caller. */
export interface Context {
  prisma: PrismaClient;
  config: Config;
  log: FastifyBaseLogger;
  admin: AdminIdentity | null;
  /** Who is asking, for rate limits: the client IP. */
  clientKey: string;
  rateLimiter: RateLimiter;
  rateLimitTiers: { publicWrite: RateLimitTier; login: RateLimitTier };
  /** Little Hotelier's cached rates, the price cache and the inventory sync (rooms domain). */
  roomRates: RoomRatesRuntime;
  /** Told after a commit that wrote mail, so it goes out within a second. */
  outbox: OutboxWaker;
}

export async function createContext(request: FastifyRequest): Promise<Context> {
  const app = request.server;
  return {
    prisma: app.prisma,
    config: app.config,
    log: request.log,
    admin: await findAdminBySessionToken(app.prisma, request.cookies[SESSION_COOKIE]),
    clientKey: request.ip,
    rateLimiter: app.rateLimiter,
    rateLimitTiers: app.rateLimitTiers,
    roomRates: app.roomRates,
    outbox: app.mailOutbox,
  };
}
