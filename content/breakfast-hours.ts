// Breakfast times and the add-on price on their own, so the FAQ need not load the dining page's content.
import type { Pounds } from "./money.ts";

/** §9: breakfast Mon-Fri 7:00-9:00 AM, weekends 7:30-9:30 AM. */
export const BREAKFAST_SERVING_TIMES = [
  { days: "Monday to Friday", hours: "7:00 – 9:00 AM", opens: "07:00", closes: "09:00" },
  { days: "Saturday and Sunday", hours: "7:30 – 9:30 AM", opens: "07:30", closes: "09:30" },
] as const;

/** §9: the breakfast add-on, per person, paid at reception. */
export const BREAKFAST_ADD_ON_PRICE: Pounds = 9.99;
