import type { ROOM_CURRENCY, RoomType } from "./room-types.ts";

/** Why a stay cannot be booked, from Little Hotelier's restrictions (ADR 004). */
export type StayRefusal = "no_rates" | "sold_out" | "closed_to_arrival" | "closed_to_departure" | "min_stay" | "max_stay";

/** The stay asked about: the room type, the nights and the party. */
export interface StayQuery {
  roomType: RoomType;
  checkIn: string;
  checkOut: string;
  nights: number;
  adults: number;
  children: number;
}

/** The answer of POST /api/bookings/check-availability, read by the stay search on the site. */
export interface StayAvailability extends StayQuery {
  available: boolean;
  /** Rooms of the type still sold for every night of the stay (0 when unavailable). */
  roomsAvailable: number;
  /** The cheapest rate plan that sells the whole stay, with its total in pounds. */
  ratePlan: { id: string; name: string } | null;
  totalPrice: number | null;
  currency: typeof ROOM_CURRENCY;
  reason: StayRefusal | null;
  /** Shown to the guest when the stay cannot be booked. */
  message: string | null;
}
