import { z } from "zod/mini";
import { checkInDateField, checkOutDateSchema } from "../addons/addon-fields.ts";
import { londonToday, type TodayProvider } from "../dates.ts";
import { adultsSchema, childrenSchema, refineStayDates } from "./room-stay.ts";

// The public stay search (ADR 017): the dates and party a guest asks about before
// the site asks `bookings/check-availability` about every room type that sleeps them.

function buildStaySearchSchema(today: TodayProvider) {
  return refineStayDates(
    z.object({
      checkIn: checkInDateField(today),
      checkOut: checkOutDateSchema,
      adults: adultsSchema,
      children: childrenSchema,
    }),
  );
}

/** The search judged against a fixed London date (YYYY-MM-DD), for tests. */
export function createStaySearchSchema(today: string) {
  return buildStaySearchSchema(() => today);
}

/** Check-in from today up to a year ahead, check-out after it (at most 365 nights), at least one adult. */
export const staySearchSchema = buildStaySearchSchema(() => londonToday());

export type StaySearch = z.output<typeof staySearchSchema>;
