import { z } from "zod";
import type { PrismaClient } from "../../db/prisma.ts";
import { RETENTION_JOB_NAME } from "../retention/retention-purge.ts";

/** What the database says about the background work, read at once for GET /metrics and /api/health. */
export interface OperationalSnapshot {
  /** Mail waiting to be sent (first try or a retry). */
  pendingMail: number;
  /** Mail the outbox gave up on (a permanent refusal, or every retry spent). */
  failedMail: number;
  /** When the longest-waiting pending message was written; undefined when none waits. */
  oldestPendingMailAt: Date | undefined;
  /** When the retention purge last finished (on any instance); undefined before its first run. */
  retentionPurgeFinishedAt: Date | undefined;
}

const snapshotRowSchema = z.object({
  pending: z.coerce.number().int(),
  failed: z.coerce.number().int(),
  oldestPendingAt: z.date().nullable(),
  retentionFinishedAt: z.date().nullable(),
});

/**
 * One query, cheap at every scrape: the outbox rows it counts are found through the
 * (status, next_attempt_at) index, and sent mail (the bulk of the table) is never read.
 */
export async function readOperationalSnapshot(prisma: PrismaClient): Promise<OperationalSnapshot> {
  const rows = await prisma.$queryRaw<unknown[]>`
    SELECT
      count(*) FILTER (WHERE "status" = 'pending') AS "pending",
      count(*) FILTER (WHERE "status" = 'failed') AS "failed",
      min("created_at") FILTER (WHERE "status" = 'pending') AS "oldestPendingAt",
      (SELECT "last_finished_at" FROM "scheduled_job_run" WHERE "name" = ${RETENTION_JOB_NAME}) AS "retentionFinishedAt"
    FROM "outbox_message"
    WHERE "status" IN ('pending', 'failed')`;
  const row = snapshotRowSchema.parse(rows[0]);
  return {
    pendingMail: row.pending,
    failedMail: row.failed,
    oldestPendingMailAt: row.oldestPendingAt ?? undefined,
    retentionPurgeFinishedAt: row.retentionFinishedAt ?? undefined,
  };
}
