import { stayPriceSchema } from "../../../../../shared/rooms/room-price-answers.ts";
import { bookingLinkRequestSchema, roomStaySchema } from "../../../../../shared/rooms/room-stay.ts";
import { bookingLinkSchema, stayAvailabilitySchema } from "../../../../../shared/rooms/stay-availability.ts";
import { checkStayAvailability } from "../../../../services/rooms/availability.ts";
import { bookingLinkFor } from "../../../../services/rooms/booking-link.ts";
import { serviceContextOf } from "../../../context.ts";
import { publicProcedure, router } from "../../../init.ts";
import { calculatePriceHandler } from "./calculate-price.handler.ts";

export const bookingsRouter = router({
  /** POST /api/bookings/check-availability: can this stay be booked, and at what price (ADR 004). */
  checkAvailability: publicProcedure.input(roomStaySchema).output(stayAvailabilitySchema).query(({ ctx, input }) => checkStayAvailability(serviceContextOf(ctx), input)),
  calculatePrice: publicProcedure.input(roomStaySchema).output(stayPriceSchema).query(calculatePriceHandler),
  /** POST /api/bookings/create: no booking is made here; the answer is the external engine's deep link. */
  create: publicProcedure.input(bookingLinkRequestSchema).output(bookingLinkSchema).mutation(({ ctx, input }) => bookingLinkFor(ctx.config.BOOKING_ENGINE_URL, input)),
});
