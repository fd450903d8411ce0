import { bookingLinkRequestSchema, roomStaySchema } from "../../../../../shared/rooms/room-stay.ts";
import { publicProcedure, router } from "../../../init.ts";
import { calculatePriceHandler } from "./calculate-price.handler.ts";
import { checkAvailabilityHandler } from "./check-availability.handler.ts";
import { createBookingHandler } from "./create.handler.ts";

export const bookingsRouter = router({
  checkAvailability: publicProcedure.input(roomStaySchema).query(checkAvailabilityHandler),
  calculatePrice: publicProcedure.input(roomStaySchema).query(calculatePriceHandler),
  create: publicProcedure.input(bookingLinkRequestSchema).mutation(createBookingHandler),
});
