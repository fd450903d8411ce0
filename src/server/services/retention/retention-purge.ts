import type { PrismaClient } from "../../db/prisma.ts";
import type { Logger } from "../core/logger.ts";
import { RETENTION_RULES_APPLIED } from "./retention-rules.ts";

export const RETENTION_JOB_NAME = "retention-purge";
/** One run a day across every app instance. */
const RETENTION_RUN_EVERY_MS = 24 * 60 * 60_000;

export type RetentionCounts = Record<string, number>;

/**
 * Claims today's run for this instance: true when no instance started one in the last day. The
 * claim is one atomic statement, so of several instances checking at once exactly one wins.
 */
export async function claimRetentionRun(prisma: PrismaClient, now: Date): Promise<boolean> {
  const claimed = await prisma.$queryRaw<{ name: string }[]>`
    INSERT INTO "scheduled_job_run" ("name", "last_started_at") VALUES (${RETENTION_JOB_NAME}, ${now})
    ON CONFLICT ("name") DO UPDATE SET "last_started_at" = EXCLUDED."last_started_at"
    WHERE "scheduled_job_run"."last_started_at" <= ${new Date(now.getTime() - RETENTION_RUN_EVERY_MS)}
    RETURNING "name"`;
  return claimed.length === 1;
}

/**
 * Applies every retention rule once and records what it did. Safe to run again at any time: each
 * rule touches only rows whose period has ended, and those are gone (or anonymised) after a run.
 */
export async function purgeExpiredRecords(prisma: PrismaClient, now: Date, log: Pick<Logger, "info">): Promise<RetentionCounts> {
  const counts: RetentionCounts = {};
  for (const rule of RETENTION_RULES_APPLIED) counts[rule.kind] = await rule.apply(prisma, now);
  await prisma.scheduledJobRun.upsert({
    where: { name: RETENTION_JOB_NAME },
    create: { name: RETENTION_JOB_NAME, lastStartedAt: now, lastFinishedAt: new Date(), lastResult: counts },
    update: { lastFinishedAt: new Date(), lastResult: counts },
    select: { name: true },
  });
  log.info({ job: RETENTION_JOB_NAME, counts }, "retention purge finished");
  return counts;
}
