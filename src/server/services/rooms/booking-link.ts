import { bookingEngineUrl } from "../../../shared/rooms/booking-link.ts";
import type { RoomType } from "../../../shared/rooms/room-types.ts";
import type { BookingLink } from "../../../shared/rooms/stay-availability.ts";

export const BOOKING_LINK_MESSAGE = "Please complete your booking on our secure booking site.";

/**
 * POST /api/bookings/create (ADR 004): rooms are booked on the external engine, so this makes
 * no booking; it answers the engine's deep link for the chosen stay.
 */
export function bookingLinkFor(engineUrl: string, request: { roomType?: RoomType; checkIn?: string; checkOut?: string; adults?: number; children?: number }): BookingLink {
  const dates = request.checkIn && request.checkOut ? { checkIn: request.checkIn, checkOut: request.checkOut } : {};
  return {
    bookingUrl: bookingEngineUrl(engineUrl, { ...dates, adults: request.adults, children: request.children }),
    roomType: request.roomType ?? null,
    checkIn: request.checkIn ?? null,
    checkOut: request.checkOut ?? null,
    message: BOOKING_LINK_MESSAGE,
  };
}
