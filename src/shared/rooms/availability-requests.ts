import { z } from "zod";
import { dateRangeCheck, isoDateField, upcomingDateField } from "../validation/date-range.ts";
import { roomTypeSchema } from "./room-type-field.ts";

/** GET /api/availability/calendar?roomType&startDate&endDate: one type, both days included, from today on. */
export const availabilityCalendarQuerySchema = z
  .object({
    roomType: roomTypeSchema,
    startDate: upcomingDateField("Start date"),
    endDate: isoDateField("End date"),
  })
  .superRefine(...dateRangeCheck("startDate", "endDate"));

export type AvailabilityCalendarQueryInput = z.input<typeof availabilityCalendarQuerySchema>;

/** GET /api/lh/rates?start_date&end_date: Little Hotelier's own parameter names, passed through. */
export const littleHotelierRatesQuerySchema = z
  .object({
    start_date: isoDateField("Start date"),
    end_date: isoDateField("End date"),
  })
  .superRefine(...dateRangeCheck("start_date", "end_date"));

export type LittleHotelierRatesQueryInput = z.input<typeof littleHotelierRatesQuerySchema>;
export type LittleHotelierRatesQuery = z.output<typeof littleHotelierRatesQuerySchema>;
