import { availabilityCalendarQuerySchema } from "../../../../../shared/rooms/availability-requests.ts";
import { availabilityCalendarSchema } from "../../../../../shared/rooms/stay-availability.ts";
import { availabilityCalendar } from "../../../../services/rooms/availability.ts";
import { serviceContextOf } from "../../../context.ts";
import { publicProcedure, router } from "../../../init.ts";

export const availabilityRouter = router({
  /** GET /api/availability/calendar: rooms left per day for one type. */
  calendar: publicProcedure.input(availabilityCalendarQuerySchema).output(availabilityCalendarSchema).query(({ ctx, input }) => availabilityCalendar(serviceContextOf(ctx), input.roomType, { start: input.startDate, end: input.endDate })),
});
