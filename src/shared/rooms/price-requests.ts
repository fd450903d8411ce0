import { z } from "zod";
import { isoDateField } from "../validation/date-range.ts";
import { roomTypeSchema } from "./room-type-field.ts";

/** GET /api/prices/current?roomType&date (public-site §7): one room type on one night. */
export const currentPriceQuerySchema = z.object({
  roomType: roomTypeSchema,
  date: isoDateField("Date"),
});

export type CurrentPriceQueryInput = z.input<typeof currentPriceQuerySchema>;
export type CurrentPriceQuery = z.output<typeof currentPriceQuerySchema>;
