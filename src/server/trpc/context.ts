import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.ts";
import type { PaymentsGateway } from "../integrations/stripe.ts";
import type { PrismaClient } from "../db/prisma.ts";
import type { AppMetrics } from "../plugins/metrics.ts";
import type { RateLimitTiers } from "../plugins/rate-limit.ts";
import type { RateLimiter } from "../services/core/rate-limiter.ts";
import type { ServiceContext, StaffActor } from "../services/core/service-context.ts";
import type { OutboxWaker } from "../services/outbox/outbox-dispatcher.ts";
import type { RoomRatesRuntime } from "../services/rooms/room-rates-runtime.ts";
import type { AdminIdentity, SessionOrigin } from "../services/staff/sessions.ts";

/** Sets and clears the staff session cookie of the answer (sign-in, sign-out); see plugins/session.ts. */
export interface SessionCookie {
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

/** The add-on checkout's receipt cookie (plugins/addon-receipt-cookie.ts; ADR 036). */
export interface AddonReceiptCookie {
  /** The value the request carried, if any. */
  token: string | undefined;
  /** Sends a new value with the answer (a checkout started). */
  set(token: string): void;
}

/** What every procedure receives, whether it is called through tRPC, a REST shim or a test caller. */
export interface Context {
  prisma: PrismaClient;
  config: Config;
  log: FastifyBaseLogger;
  /** The app's clock: services take the time from here, so tests can set it. */
  now: () => Date;
  /** The signed-in member of staff, or null; adminProcedure narrows it to non-null. */
  admin: AdminIdentity | null;
  /** The stored id (hash) of the request's staff session, or null. */
  sessionId: string | null;
  sessionCookie: SessionCookie;
  /** The paying browser's proof on the success page: read by its lookup, set when a checkout starts. */
  addonReceipt: AddonReceiptCookie;
  /** Who is asking, for rate limits and the audit trail: the client IP. */
  clientKey: string;
  /** The browser's own description, kept with a new staff session so staff can tell theirs apart. */
  userAgent: string | undefined;
  rateLimiter: RateLimiter;
  rateLimitTiers: RateLimitTiers;
  /** Little Hotelier's cached rates, the price cache and the inventory sync (rooms domain). */
  roomRates: RoomRatesRuntime;
  /** Told after a commit that wrote mail, so it goes out within a second. */
  outbox: OutboxWaker;
  /** Stripe, or null when the server has no keys. */
  payments: PaymentsGateway | null;
  /** What an operator watches (GET /metrics): handlers count what goes wrong without a 5xx. */
  metrics: AppMetrics;
}

/** The one place a context is put together: from the app's parts and what belongs to one request. */
export function contextFor(
  app: FastifyInstance,
  request: Pick<Context, "log" | "admin" | "sessionId" | "sessionCookie" | "addonReceipt" | "clientKey" | "userAgent">,
): Context {
  return {
    prisma: app.prisma,
    config: app.config,
    now: app.clock,
    rateLimiter: app.rateLimiter,
    rateLimitTiers: app.rateLimitTiers,
    roomRates: app.roomRates,
    outbox: app.mailOutbox,
    payments: app.payments,
    metrics: app.metrics,
    ...request,
  };
}

/** The context of an HTTP request; its staff session was resolved by the session plugin. */
export function createContext(request: FastifyRequest, reply: FastifyReply): Context {
  return contextFor(request.server, {
    log: request.log,
    admin: request.staffSession?.admin ?? null,
    sessionId: request.staffSession?.id ?? null,
    sessionCookie: {
      set: (token, expiresAt) => reply.setSessionCookie(token, expiresAt),
      clear: () => reply.clearSessionCookie(),
    },
    addonReceipt: {
      token: request.cookies[request.server.addonReceiptCookieName],
      set: (token) => reply.setAddonReceiptCookie(token),
    },
    clientKey: request.ip,
    userAgent: request.headers["user-agent"],
  });
}

/**
 * What a procedure hands its services (ADR 086): the app's parts, the client's address and, when
 * someone is signed in, the acting member of staff. Inside a staff procedure (`admin` narrowed to
 * non-null) the result is a `ServiceContext<StaffActor>`, which the staff services ask for.
 */
export function serviceContextOf(ctx: Context & { admin: AdminIdentity }): ServiceContext<StaffActor>;
export function serviceContextOf(ctx: Context): ServiceContext;
export function serviceContextOf(ctx: Context): ServiceContext {
  return {
    prisma: ctx.prisma,
    config: ctx.config,
    now: ctx.now,
    log: ctx.log,
    actor: ctx.admin,
    ipAddress: ctx.clientKey,
    payments: ctx.payments,
    outbox: ctx.outbox,
    roomRates: ctx.roomRates,
    throttle: { limiter: ctx.rateLimiter, byAddress: ctx.rateLimitTiers.signInFailuresByAddress, byAccount: ctx.rateLimitTiers.signInFailuresByAccount },
  };
}

/** Where a new staff session is started from: the address and the browser's own description. */
export function originOf(ctx: Context): SessionOrigin {
  return { ipAddress: ctx.clientKey, userAgent: ctx.userAgent };
}
