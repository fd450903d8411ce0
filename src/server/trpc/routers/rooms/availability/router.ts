import { availabilityCalendarQuerySchema } from "../../../../../shared/rooms/availability-requests.ts";
import { publicProcedure, router } from "../../../init.ts";
import { calendarHandler } from "./calendar.handler.ts";

export const availabilityRouter = router({
  calendar: publicProcedure.input(availabilityCalendarQuerySchema).query(calendarHandler),
});
