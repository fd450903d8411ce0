import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { MigrationError } from "./db/migrate.ts";
import { startBackgroundJobs, stopBackgroundJobs } from "./jobs/index.ts";
import { listenForMetrics } from "./metrics-listener.ts";
import { seedContent } from "./services/content/content-seed.ts";
import { announceSetupToken } from "./services/staff/setup.ts";
import { resealTotpSecrets } from "./services/staff/totp-secrets.ts";
import { EmbeddedDatabaseInUseError } from "./db/embedded-database-lock.ts";
import { type ControlChannel, openControlChannel } from "./control-channel/control-channel-server.ts";
import { PrivateFolderError, securePrivateFolder } from "./private-folder.ts";

/** Listens, and on SIGINT/SIGTERM stops taking connections, lets in-flight requests finish, closes the DB. */
async function main(): Promise<void> {
  const config = loadConfig();
  const closed = await securePrivateFolder(config.DATA_DIR);
  const app = await buildApp(config);
  if (closed) app.log.warn(closed);
  // A fresh database starts with the content the site was built with as version 1 (ADR 098).
  const seeded = await seedContent(app.prisma, app.clock());
  if (seeded.length > 0) app.log.info({ documents: seeded.length }, "content seeded as version 1");
  await app.listen({ host: config.HOST, port: config.PORT });
  const metrics = config.METRICS_PORT === undefined ? undefined : await listenForMetrics(app, { host: config.METRICS_HOST, port: config.METRICS_PORT, token: config.METRICS_TOKEN, hostNames: config.METRICS_HOST_NAMES });
  if (metrics) app.log.info({ url: metrics.url, token: config.METRICS_TOKEN !== undefined }, "metrics served");
  const jobs = startBackgroundJobs(app);
  // The embedded database is this process's alone: commands beside it ask it for backups here.
  const control: ControlChannel | undefined =
    app.backupSource?.kind === "pglite" ? await openControlChannel({ dataDir: config.DATA_DIR, source: app.backupSource, log: app.log }) : undefined;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    const forced = setTimeout(() => process.exit(1), 10_000).unref();
    await control?.close();
    await stopBackgroundJobs(jobs);
    await metrics?.close();
    await app.close();
    clearTimeout(forced);
    process.exit(0);
  };
  process.once("SIGINT", () => void stop("SIGINT"));
  process.once("SIGTERM", () => void stop("SIGTERM"));

  await announceSetupToken(app.prisma, app.log, config.PUBLIC_URL).catch((error: unknown) => {
    app.log.error({ err: error }, "could not issue the first-owner setup token");
  });
  await resealTotpSecrets(app.prisma, config).then(
    (resealed) => resealed > 0 && app.log.info({ resealed }, "two-factor secrets sealed under the current key"),
    (error: unknown) => app.log.error({ err: error }, "could not seal the two-factor secrets again"),
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof MigrationError || error instanceof EmbeddedDatabaseInUseError || error instanceof PrivateFolderError) {
    console.error(error.message);
  } else {
    console.error("The server could not start:", error);
  }
  process.exit(1);
});
