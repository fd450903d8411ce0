import { z } from "zod";
import { ROOM_TYPES } from "./room-types.ts";

/** One day of a rate plan as Little Hotelier publishes it. */
const publishedRateDaySchema = z.object({
  date: z.string(),
  rate: z.number(),
  available: z.number(),
  minStay: z.number().nullable(),
  maxStay: z.number().nullable(),
  stopOnlineSell: z.boolean(),
  closeToArrival: z.boolean(),
  closeToDeparture: z.boolean(),
});

/** GET /api/lh/rates: Little Hotelier's published rates for the days, checked, with our room type per plan. */
export const publishedRatesSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  /** ISO instant. */
  fetchedAt: z.string(),
  /** True when Little Hotelier is failing and an older answer (at most its cache age) is shown. */
  stale: z.boolean(),
  rooms: z.array(
    z.object({
      name: z.string(),
      ratePlans: z.array(z.object({ id: z.string(), name: z.string(), roomType: z.enum(ROOM_TYPES).nullable(), dates: z.array(publishedRateDaySchema) })),
    }),
  ),
});
export type PublishedRates = z.infer<typeof publishedRatesSchema>;
