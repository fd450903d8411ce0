import type { RetentionPeriod } from "../../../../content/policies/retention.ts";

/**
 * The moment `period` before `now`, in calendar terms (UTC). A day the earlier month does not have
 * becomes that month's last day: 7 years before 29 February 2028 is 28 February 2021 and 3 months
 * before 31 May is 28 (or 29) February, never a day in March, so nothing goes before its time.
 */
export function cutoffBefore(now: Date, period: RetentionPeriod): Date {
  const cutoff = new Date(now.getTime());
  const months = (period.years ?? 0) * 12 + (period.months ?? 0);
  if (months) {
    const day = cutoff.getUTCDate();
    cutoff.setUTCDate(1);
    cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
    const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
    cutoff.setUTCDate(Math.min(day, lastDay));
  }
  if (period.days) cutoff.setUTCDate(cutoff.getUTCDate() - period.days);
  return cutoff;
}
