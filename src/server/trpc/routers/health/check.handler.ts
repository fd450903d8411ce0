import { performance } from "node:perf_hooks";
import type { HealthAnswer } from "../../../../shared/monitoring/health-answer.ts";
import { AppError } from "../../../errors.ts";
import { assessHealth } from "../../../services/monitoring/health-assessment.ts";
import { readOperationalSnapshot } from "../../../services/monitoring/operational-snapshot.ts";
import type { Context } from "../../context.ts";

/**
 * Up (200) when the database answers a trivial query; "degraded", still 200, when it answers slowly
 * or the outbox is stuck (a load balancer must not pull an instance over a slow SMTP server); 503
 * when the database is unreachable.
 */
export async function checkHealth({ ctx }: { ctx: Pick<Context, "prisma" | "log" | "config" | "now"> }): Promise<HealthAnswer> {
  const thresholds = { outboxStuckAfterMinutes: ctx.config.HEALTH_OUTBOX_STUCK_AFTER_MINUTES, databaseSlowAfterMs: ctx.config.HEALTH_DATABASE_SLOW_AFTER_MS };
  const ping = async () => {
    const started = performance.now();
    await ctx.prisma.$queryRaw`SELECT 1`;
    return performance.now() - started;
  };
  let databasePingMs: number;
  let oldestPendingMailAt: Date | undefined;
  try {
    databasePingMs = await ping();
    // One slow answer may be a connection being opened or a pause; slow is slow twice in a row.
    if (databasePingMs > thresholds.databaseSlowAfterMs) databasePingMs = await ping();
    ({ oldestPendingMailAt } = await readOperationalSnapshot(ctx.prisma));
  } catch (error) {
    throw new AppError("SERVICE_UNAVAILABLE", "The database is unreachable.", { cause: error });
  }
  return assessHealth({ databasePingMs, oldestPendingMailAt, now: ctx.now() }, thresholds);
}
