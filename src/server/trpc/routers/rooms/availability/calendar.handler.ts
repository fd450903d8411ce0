import type { AvailabilityCalendarQuery } from "../../../../../shared/rooms/availability-requests.ts";
import { type AvailabilityCalendar, availabilityCalendar } from "../../../../services/rooms/availability.ts";
import type { Context } from "../../../context.ts";

/** GET /api/availability/calendar: rooms left per day for one type. */
export function calendarHandler({ ctx, input }: { ctx: Context; input: AvailabilityCalendarQuery }): Promise<AvailabilityCalendar> {
  return availabilityCalendar(ctx, input.roomType, { start: input.startDate, end: input.endDate });
}
