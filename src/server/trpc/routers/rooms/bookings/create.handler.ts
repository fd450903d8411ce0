import type { BookingLinkRequest } from "../../../../../shared/rooms/room-stay.ts";
import { type BookingLink, bookingLinkFor } from "../../../../services/rooms/booking-link.ts";
import type { Context } from "../../../context.ts";

/** POST /api/bookings/create: no booking is made here; the answer is the external engine's deep link. */
export function createBookingHandler({ ctx, input }: { ctx: Context; input: BookingLinkRequest }): BookingLink {
  return bookingLinkFor(ctx.config.BOOKING_ENGINE_URL, input);
}
