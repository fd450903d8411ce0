import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { type OperationalSnapshot, readOperationalSnapshot } from "../services/monitoring/operational-snapshot.ts";

const SIGN_IN_FAILURE_REASONS = ["credentials", "second_factor", "throttled"] as const;
export type SignInFailureReason = (typeof SIGN_IN_FAILURE_REASONS)[number];

const STRIPE_WEBHOOK_FAILURE_REASONS = ["signature", "not_configured", "processing"] as const;
export type StripeWebhookFailureReason = (typeof STRIPE_WEBHOOK_FAILURE_REASONS)[number];

const RETENTION_PURGE_OUTCOMES = ["success", "failure"] as const;
type RetentionPurgeOutcome = (typeof RETENTION_PURGE_OUTCOMES)[number];

/** What the app reports for an operator to watch, and the Prometheus text of it all (ADR 040). */
export interface AppMetrics {
  signInFailed(reason: SignInFailureReason): void;
  stripeWebhookFailed(reason: StripeWebhookFailureReason): void;
  retentionPurgeRan(outcome: RetentionPurgeOutcome): void;
  /** Every metric of this app and of the process, read now: the body of GET /metrics. */
  exposition(): Promise<{ contentType: string; body: string }>;
}

declare module "fastify" {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

interface MetricsOptions {
  /** The app router's procedure names: a tRPC call is labelled by its procedure, never by its raw path. */
  procedures: readonly string[];
  /**
   * Time every request into http_request_duration_seconds: only when the metrics are served
   * (METRICS_PORT), since nobody can read them otherwise and the hook runs on every answer (ADR 045).
   */
  timeRequests: boolean;
}

/** From 5 ms (a cached read) to 10 s (a slow Stripe call); slower lands in +Inf. */
const REQUEST_DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The route label of a request no route matched (404s, and requests refused before routing). */
const UNMATCHED_ROUTE = "unmatched";
const TRPC_PREFIX = "/trpc/";
const LABELLED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * The process's own figures (CPU, memory, event loop, GC) are the process's, not an app's:
 * collected once into a registry of their own, however many apps a test process builds, and only
 * from the first scrape (a server without METRICS_PORT never starts their observers).
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * The route's pattern ("/api/admin/addon-bookings/:id"), never the address asked: no id, e-mail or
 * token reaches a label, and a stranger's made-up paths add no series. A tRPC call is labelled by
 * its procedure when it names one known procedure; a batch of several is one label.
 */
function routeLabelOf(request: FastifyRequest, procedures: ReadonlySet<string>): string {
  const pattern = request.routeOptions.url;
  if (pattern === undefined) return UNMATCHED_ROUTE;
  if (!pattern.startsWith(TRPC_PREFIX)) return pattern;
  const named = (request.params as { path?: unknown } | undefined)?.path;
  if (typeof named === "string" && procedures.has(named)) return `${TRPC_PREFIX}${named}`;
  return typeof named === "string" && named.split(",").every((name) => procedures.has(name)) ? `${TRPC_PREFIX}(batch)` : `${TRPC_PREFIX}(unknown)`;
}

/**
 * Counts and times every request by method, route pattern and status class (when served), counts what goes
 * wrong away from a request's answer (sign-in refusals, webhook failures, retention runs), and reads
 * the outbox's backlog from the database at scrape time. Each app has its own registry, so apps
 * built side by side (tests) never share a count. Served by metrics-listener.ts, not on the site's port.
 */
const metricsPlugin: FastifyPluginAsync<MetricsOptions> = async (app, options) => {
  const registry = new Registry();
  const procedures = new Set(options.procedures);

  const requestDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method, route pattern and status class; its _count is the request counter.",
    labelNames: ["method", "route", "status_class"] as const,
    buckets: REQUEST_DURATION_BUCKETS,
    registers: [registry],
  });
  // A callback, not an async hook: no promise per answer (ADR 045).
  if (options.timeRequests) {
    app.addHook("onResponse", (request, reply, done) => {
      requestDuration.observe(
        {
          method: LABELLED_METHODS.has(request.method) ? request.method : "other",
          route: routeLabelOf(request, procedures),
          status_class: `${Math.floor(reply.statusCode / 100)}xx`,
        },
        reply.elapsedTime / 1000,
      );
      done();
    });
  }

  const signInFailures = new Counter({
    name: "hotel_staff_sign_in_failures_total",
    help: "Staff sign-ins refused: wrong e-mail or password (credentials), wrong two-factor code, or too many tries from one address (throttled).",
    labelNames: ["reason"] as const,
    registers: [registry],
  });
  const webhookFailures = new Counter({
    name: "hotel_stripe_webhook_failures_total",
    help: "Stripe webhook deliveries not accepted: a bad or stale signature, webhooks not configured, or a failure while processing (Stripe retries).",
    labelNames: ["reason"] as const,
    registers: [registry],
  });
  const retentionRuns = new Counter({
    name: "hotel_retention_purge_runs_total",
    help: "Daily retention purges this instance ran, by outcome.",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  // Every series exists from the start, so a rate over the first failure is not lost.
  for (const reason of SIGN_IN_FAILURE_REASONS) signInFailures.inc({ reason }, 0);
  for (const reason of STRIPE_WEBHOOK_FAILURE_REASONS) webhookFailures.inc({ reason }, 0);
  for (const outcome of RETENTION_PURGE_OUTCOMES) retentionRuns.inc({ outcome }, 0);

  // Read once per scrape however many gauges ask: they collect in parallel and share the answer.
  let snapshotRead: Promise<OperationalSnapshot | undefined> | undefined;
  const snapshot = (): Promise<OperationalSnapshot | undefined> => {
    snapshotRead ??= readOperationalSnapshot(app.prisma)
      .catch((error: unknown) => {
        app.log.warn({ err: error }, "metrics: could not read the outbox backlog");
        return undefined;
      })
      .finally(() => {
        snapshotRead = undefined;
      });
    return snapshotRead;
  };
  const fromSnapshot = (name: string, help: string, value: (read: OperationalSnapshot) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const read = await snapshot();
        // Unknown, not zero, when the database did not answer.
        this.set(read ? value(read) : Number.NaN);
      },
    });
  fromSnapshot("hotel_outbox_pending_messages", "Mail waiting in the outbox to be sent (first try or a retry).", (read) => read.pendingMail);
  fromSnapshot("hotel_outbox_failed_messages", "Mail the outbox gave up on (refused for good, or every retry spent).", (read) => read.failedMail);
  fromSnapshot("hotel_outbox_oldest_pending_age_seconds", "How long the oldest unsent mail has waited; 0 when none waits.", (read) =>
    read.oldestPendingMailAt ? Math.max(0, (app.clock().getTime() - read.oldestPendingMailAt.getTime()) / 1000) : 0,
  );
  fromSnapshot("hotel_retention_purge_last_success_timestamp_seconds", "When the daily retention purge last finished on any instance (Unix time); 0 before its first run.", (read) =>
    read.retentionPurgeFinishedAt ? read.retentionPurgeFinishedAt.getTime() / 1000 : 0,
  );

  app.decorate("metrics", {
    signInFailed: (reason) => signInFailures.inc({ reason }),
    stripeWebhookFailed: (reason) => webhookFailures.inc({ reason }),
    retentionPurgeRan: (outcome) => retentionRuns.inc({ outcome }),
    async exposition() {
      const [own, processFigures] = await Promise.all([registry.metrics(), processMetrics().metrics()]);
      return { contentType: registry.contentType, body: `${own}\n${processFigures}` };
    },
  } satisfies AppMetrics);
};

export default fp(metricsPlugin, { name: "metrics" });
