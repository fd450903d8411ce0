import path from "node:path";
import cookie from "@fastify/cookie";
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import Fastify, { type FastifyInstance } from "fastify";
import { TRPC_MAX_BATCH_SIZE } from "../shared/api/trpc-batch.ts";
import { INLINE_SCRIPTS } from "../shared/page-scripts/inline-scripts.ts";
import type { Config } from "./config.ts";
import type { BackupSource } from "./db/backup/backup-source.ts";
import { connectDatabase } from "./db/connect.ts";
import { applyErasureLog } from "./services/privacy/erasure-log.ts";
import type { PrismaClient } from "./db/prisma.ts";
import { newErrorId } from "./errors.ts";
import { loggerOptions } from "./logger.ts";
import compression from "./plugins/compression.ts";
import crawlerFiles from "./plugins/crawler-files.ts";
import csrfGuard from "./plugins/csrf-guard.ts";
import addonReceiptCookie from "./plugins/addon-receipt-cookie.ts";
import errorHandler, { answerFrameworkError } from "./plugins/error-handler.ts";
import mailOutbox, { type MailOutboxOptions } from "./plugins/mail-outbox.ts";
import metrics from "./plugins/metrics.ts";
import payments from "./plugins/payments.ts";
import { hostedCheckoutOrigin } from "./integrations/stripe.ts";
import rateLimit from "./plugins/rate-limit.ts";
import roomRates from "./plugins/room-rates.ts";
import securityHeaders from "./plugins/security-headers.ts";
import session from "./plugins/session.ts";
import sitePages from "./plugins/site-pages.ts";
import { registerRestRoutes } from "./rest/index.ts";
import { appRouter, type AppRouter } from "./trpc/app-router.ts";
import { createContext } from "./trpc/context.ts";
import { buildConfigMismatches, readPrerenderManifest } from "./web-build.ts";
import { serverPageWriterFor } from "./rest/server-page.ts";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    prisma: PrismaClient;
    /** Backups of the database this app opened (none when a test hands it a client). */
    backupSource: BackupSource | undefined;
    /** The time as the app sees it; tests may set it (BuildAppOptions.clock). */
    clock: () => Date;
  }
}

const BODY_LIMIT_BYTES = 64 * 1024;

export interface BuildAppOptions {
  /** An already-open database (tests share one); otherwise the configured one is opened and migrated. */
  prisma?: PrismaClient;
  /** The web build to serve; defaults to dist/client. */
  clientDir?: string;
  /** The outbox sender's transport, timing and clock (tests). */
  mailOutbox?: MailOutboxOptions;
  /** How often an open staff-notice stream looks for new records (tests; NOTICE_POLL_MS otherwise). */
  noticePollMs?: number;
  /** The app's clock (tests that move time, e.g. across a session's idle timeout). */
  clock?: () => Date;
}

/** The whole server, ready to listen or to be driven by `app.inject` in tests. */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const clientDir = options.clientDir ?? path.resolve("dist/client");
  const webBuild = readPrerenderManifest(clientDir);
  const database = options.prisma ? undefined : await connectDatabase(config);
  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: BODY_LIMIT_BYTES,
    // The reverse proxies whose X-Forwarded-For names the client (TRUST_PROXY, docs/deploy.md).
    trustProxy: config.TRUST_PROXY,
    // A tRPC batch names its procedures in one path segment ("staff.login,rooms.list,…"): room for a full batch.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 600 },
    // A "__proto__" or "constructor.prototype" key in a JSON body is dropped by the parser, so it
    // can never reach an object's prototype; the rest of the body is judged by its schema as usual.
    onProtoPoisoning: "remove",
    onConstructorPoisoning: "remove",
    genReqId: () => newErrorId(),
    frameworkErrors: answerFrameworkError,
  });
  try {
    app.decorate("config", config);
    app.decorate("prisma", options.prisma ?? database!.prisma);
    app.decorate("backupSource", database?.backupSource);
    app.decorate("clock", options.clock ?? (() => new Date()));
    for (const mismatch of buildConfigMismatches(webBuild, config)) {
      app.log.warn(mismatch, `the pages were built with another ${mismatch.setting}: run npm run build (npm start rebuilds by itself)`);
    }
    if (database) {
      app.log.info({ database: database.kind, appliedMigrations: database.appliedMigrations }, "database ready");
      app.addHook("onClose", () => database.close());
      // A backup restored since a guest's erasure must not bring them back (ADR 022).
      const erasedAgain = await applyErasureLog(database.prisma, config, new Date());
      if (erasedAgain > 0) app.log.warn({ people: erasedAgain }, "erasures applied again: the database held records of people erased before (a restored backup)");
    }

    // Only JSON bodies are accepted; anything else is answered with 415.
    app.removeContentTypeParser("text/plain");

    // First, so its timing hook sees every request, the refused and the unrouted included.
    await app.register(metrics, { procedures: Object.keys(appRouter._def.procedures), timeRequests: config.METRICS_PORT !== undefined });
    await app.register(errorHandler);
    await app.register(securityHeaders, {
      inlineScripts: [...INLINE_SCRIPTS],
      inlineStyleHashes: webBuild?.inlineStyles ?? [],
      formTargets: [new URL(config.BOOKING_ENGINE_URL).origin, hostedCheckoutOrigin(config.STRIPE_API_BASE)],
      https: config.PUBLIC_URL.startsWith("https:"),
    });
    await app.register(compression);
    await app.register(cookie);
    await app.register(session, { secure: config.PUBLIC_URL.startsWith("https:") });
    await app.register(addonReceiptCookie, { secure: config.PUBLIC_URL.startsWith("https:") });
    await app.register(rateLimit, config);
    await app.register(roomRates);
    await app.register(mailOutbox, options.mailOutbox ?? {});
    await app.register(payments);
    await app.register(csrfGuard, { trustedOrigins: [new URL(config.PUBLIC_URL).origin], exemptRoutes: ["/api/stripe/webhook", "/api/newsletter/unsubscribe-one-click"] });

    await app.register(fastifyTRPCPlugin, {
      prefix: "/trpc",
      trpcOptions: {
        router: appRouter,
        // A batch is many calls in one request: bounded, so it cannot multiply a budget's worth of work.
        maxBatchSize: TRPC_MAX_BATCH_SIZE,
        createContext: ({ req, res }) => createContext(req, res),
        onError({ error, path: procedure, req }) {
          if (error.code === "INTERNAL_SERVER_ERROR") req.log.error({ err: error.cause ?? error, procedure }, "tRPC call failed");
        },
      } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
    });
    app.decorate("writeServerPage", serverPageWriterFor(clientDir, webBuild));
    registerRestRoutes(app, options.noticePollMs === undefined ? {} : { noticePollMs: options.noticePollMs });
    await app.register(crawlerFiles, { publicUrl: config.PUBLIC_URL });
    await app.register(sitePages, { clientDir, manifest: webBuild });
    await app.ready();
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}
