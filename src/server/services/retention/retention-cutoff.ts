import type { RetentionPeriod } from "../../../../content/policies/retention.ts";

/** The moment `period` before `now`, in calendar terms (UTC): 3 years before 29 Feb is 28 Feb... as Date does it. */
export function cutoffBefore(now: Date, period: RetentionPeriod): Date {
  const cutoff = new Date(now.getTime());
  if (period.years) cutoff.setUTCFullYear(cutoff.getUTCFullYear() - period.years);
  if (period.months) cutoff.setUTCMonth(cutoff.getUTCMonth() - period.months);
  if (period.days) cutoff.setUTCDate(cutoff.getUTCDate() - period.days);
  return cutoff;
}
