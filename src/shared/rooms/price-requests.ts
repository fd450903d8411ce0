import { z } from "zod";
import { upcomingDateField } from "../validation/date-range.ts";
import { roomTypeSchema } from "./room-type-field.ts";

/** GET /api/prices/current?roomType&date: one room type on one night, today or later. */
export const currentPriceQuerySchema = z.object({
  roomType: roomTypeSchema,
  date: upcomingDateField("Date"),
});

export type CurrentPriceQueryInput = z.input<typeof currentPriceQuerySchema>;
