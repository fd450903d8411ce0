import { z } from "zod";
import { isIsoDate } from "../../shared/dates.ts";

/*
 * The JSON of Little Hotelier's read-only Rates API:
 *   [{ name, rate_plans: [{ id, name, rate_plan_dates: [{ date, rate, available, min_stay,
 *      max_stay, stop_online_sell, close_to_arrival, close_to_departure }] }] }]
 * It is parsed leniently item by item: an entry that does not fit is dropped and counted, so one
 * odd day never blacks out a whole year of rates; a body that is not such a list at all is refused.
 */

const numberFromJson = z.union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/).transform(Number)]);
const wholeCount = numberFromJson.pipe(z.number().int().min(0));
const optionalStay = wholeCount.nullish().transform((value) => (value === undefined || value === null || value === 0 ? null : value));
const flag = z.boolean().nullish().transform((value) => value === true);

const ratePlanDateSchema = z.object({
  date: z.string().refine(isIsoDate),
  rate: numberFromJson.pipe(z.number().min(0).max(1_000_000)),
  available: wholeCount,
  min_stay: optionalStay,
  max_stay: optionalStay,
  stop_online_sell: flag,
  close_to_arrival: flag,
  close_to_departure: flag,
});

export type LhRatePlanDate = z.output<typeof ratePlanDateSchema>;

interface LhRatePlan {
  id: string;
  name: string;
  dates: LhRatePlanDate[];
}

export interface LhRoom {
  name: string;
  ratePlans: LhRatePlan[];
}

const ratePlanHeadSchema = z.object({
  id: z.union([z.string().trim().min(1), z.number().int()]).transform(String),
  name: z.string().trim().min(1),
  rate_plan_dates: z.array(z.unknown()),
});

const roomHeadSchema = z.object({
  name: z.string().trim().min(1),
  rate_plans: z.array(z.unknown()),
});

export interface ParsedRates {
  rooms: LhRoom[];
  /** Items that did not fit the documented shape and were left out. */
  dropped: number;
}

/** Parses a decoded body; undefined when it is not the documented list at all. */
export function parseRatesResponse(body: unknown): ParsedRates | undefined {
  if (!Array.isArray(body)) return undefined;
  let dropped = 0;
  const rooms: LhRoom[] = [];
  for (const rawRoom of body) {
    const room = roomHeadSchema.safeParse(rawRoom);
    if (!room.success) {
      dropped += 1;
      continue;
    }
    const ratePlans: LhRatePlan[] = [];
    for (const rawPlan of room.data.rate_plans) {
      const plan = ratePlanHeadSchema.safeParse(rawPlan);
      if (!plan.success) {
        dropped += 1;
        continue;
      }
      const dates: LhRatePlanDate[] = [];
      for (const rawDate of plan.data.rate_plan_dates) {
        const date = ratePlanDateSchema.safeParse(rawDate);
        if (date.success) dates.push(date.data);
        else dropped += 1;
      }
      ratePlans.push({ id: plan.data.id, name: plan.data.name, dates });
    }
    rooms.push({ name: room.data.name, ratePlans });
  }
  // A non-empty body of which nothing fitted is garbage, not "no rooms".
  if (body.length > 0 && rooms.length === 0) return undefined;
  return { rooms, dropped };
}
