import type { HealthAnswer } from "../../../shared/monitoring/health-answer.ts";

/** When the health check calls the server degraded (HEALTH_* settings, config.ts). */
export interface HealthThresholds {
  /** The oldest pending mail has waited longer than this: the outbox is stuck (SMTP down or refusing). */
  outboxStuckAfterMinutes: number;
  /** The database took longer than this to answer a trivial query. */
  databaseSlowAfterMs: number;
}

export interface HealthReadings {
  databasePingMs: number;
  oldestPendingMailAt: Date | undefined;
  now: Date;
}

/** "ok", or "degraded" with a reason per threshold passed, in words an operator reads (no personal data). */
export function assessHealth(readings: HealthReadings, thresholds: HealthThresholds): HealthAnswer {
  const reasons: string[] = [];
  if (readings.oldestPendingMailAt) {
    const waitedMs = readings.now.getTime() - readings.oldestPendingMailAt.getTime();
    if (waitedMs > thresholds.outboxStuckAfterMinutes * 60_000) {
      reasons.push(`mail outbox stuck: the oldest unsent message has waited ${Math.floor(waitedMs / 60_000)} minutes (limit ${thresholds.outboxStuckAfterMinutes})`);
    }
  }
  if (readings.databasePingMs > thresholds.databaseSlowAfterMs) {
    reasons.push(`database slow: it took ${Math.round(readings.databasePingMs)} ms to answer (limit ${thresholds.databaseSlowAfterMs} ms)`);
  }
  return reasons.length ? { status: "degraded", db: "ok", reasons } : { status: "ok", db: "ok" };
}
