import type { RetentionPeriod } from "../../../../content/policies/retention.ts";
import { addCalendarMonths } from "../../../shared/dates.ts";

/**
 * The moment `period` before `now`, in calendar terms (UTC), at the same time of day. A day the
 * earlier month does not have becomes that month's last day (addCalendarMonths): 7 years before
 * 29 February 2028 is 28 February 2021 and 3 months before 31 May is 28 (or 29) February, never a
 * day in March, so nothing goes before its time.
 */
export function cutoffBefore(now: Date, period: RetentionPeriod): Date {
  const iso = now.toISOString();
  const months = (period.years ?? 0) * 12 + (period.months ?? 0);
  const day = months ? addCalendarMonths(iso.slice(0, 10), -months) : iso.slice(0, 10);
  const cutoff = new Date(`${day}T${iso.slice(11)}`);
  if (period.days) cutoff.setUTCDate(cutoff.getUTCDate() - period.days);
  return cutoff;
}
