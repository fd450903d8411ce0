import type { AvailabilityCalendarQuery } from "../../../../shared/validation/availability.ts";
import { type AvailabilityCalendar, availabilityCalendar } from "../../../services/availability.ts";
import type { Context } from "../../context.ts";

/** GET /api/availability/calendar: rooms left per day for one type. */
export function calendarHandler({ ctx, input }: { ctx: Context; input: AvailabilityCalendarQuery }): Promise<AvailabilityCalendar> {
  return availabilityCalendar(ctx, input.roomType, { start: input.startDate, end: input.endDate });
}
