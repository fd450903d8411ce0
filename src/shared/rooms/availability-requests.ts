import { z } from "zod";
import { dateRangeProblem, holdsRealDates, isoDateField, upcomingDateField } from "../validation/date-range.ts";
import { roomTypeSchema } from "./room-type-field.ts";

/** GET /api/availability/calendar?roomType&startDate&endDate: one type, both days included, from today on. */
export const availabilityCalendarQuerySchema = z
  .object({
    roomType: roomTypeSchema,
    startDate: upcomingDateField("Start date"),
    endDate: isoDateField("End date"),
  })
  .superRefine(
    (query, ctx) => {
      const message = dateRangeProblem(query.startDate, query.endDate);
      if (message) ctx.addIssue({ code: "custom", message, path: ["endDate"], input: query.endDate });
    },
    { when: (payload) => holdsRealDates(payload.value, "startDate", "endDate") },
  );

export type AvailabilityCalendarQueryInput = z.input<typeof availabilityCalendarQuerySchema>;
export type AvailabilityCalendarQuery = z.output<typeof availabilityCalendarQuerySchema>;

/** GET /api/lh/rates?start_date&end_date: Little Hotelier's own parameter names, passed through. */
export const littleHotelierRatesQuerySchema = z
  .object({
    start_date: isoDateField("Start date"),
    end_date: isoDateField("End date"),
  })
  .superRefine(
    (query, ctx) => {
      const message = dateRangeProblem(query.start_date, query.end_date);
      if (message) ctx.addIssue({ code: "custom", message, path: ["end_date"], input: query.end_date });
    },
    { when: (payload) => holdsRealDates(payload.value, "start_date", "end_date") },
  );

export type LittleHotelierRatesQueryInput = z.input<typeof littleHotelierRatesQuerySchema>;
export type LittleHotelierRatesQuery = z.output<typeof littleHotelierRatesQuerySchema>;
