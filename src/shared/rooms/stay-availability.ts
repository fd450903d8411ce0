import { z } from "zod";
import { AVAILABILITY_LEVELS } from "./availability-level.ts";
import { ROOM_CURRENCY, ROOM_TYPES } from "./room-types.ts";

// The answers of the public room calls (availability, stay checks, the booking link), as their
// procedures declare them (trpc/routers/rooms). The public pages import only the types from here,
// so no schema is bundled into them.

/** Why a stay cannot be booked, from Little Hotelier's restrictions (ADR 004). */
const stayRefusalSchema = z.enum(["no_rates", "sold_out", "closed_to_arrival", "closed_to_departure", "min_stay", "max_stay"]);
export type StayRefusal = z.infer<typeof stayRefusalSchema>;

/** The answer of POST /api/bookings/check-availability, read by the stay search on the site. */
export const stayAvailabilitySchema = z.object({
  available: z.boolean(),
  roomType: z.enum(ROOM_TYPES),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number(),
  adults: z.number(),
  children: z.number(),
  /** Rooms of the type still sold for every night of the stay (0 when unavailable). */
  roomsAvailable: z.number(),
  /** The cheapest rate plan that sells the whole stay, with its total in pounds. */
  ratePlan: z.object({ id: z.string(), name: z.string() }).nullable(),
  totalPrice: z.number().nullable(),
  currency: z.literal(ROOM_CURRENCY),
  reason: stayRefusalSchema.nullable(),
  /** Shown to the guest when the stay cannot be booked. */
  message: z.string().nullable(),
});
export type StayAvailability = z.infer<typeof stayAvailabilitySchema>;

/** The stay asked about: the room type, the nights and the party. */
export type StayQuery = Pick<StayAvailability, "roomType" | "checkIn" | "checkOut" | "nights" | "adults" | "children">;

/** POST /api/bookings/create: no booking is made here; the answer is the external engine's deep link. */
export const bookingLinkSchema = z.object({
  /** Where the guest completes the booking: the external engine, preset as the spec says. */
  bookingUrl: z.string(),
  roomType: z.enum(ROOM_TYPES).nullable(),
  checkIn: z.string().nullable(),
  checkOut: z.string().nullable(),
  message: z.string(),
});
export type BookingLink = z.infer<typeof bookingLinkSchema>;

const calendarDaySchema = z.object({
  date: z.string(),
  totalRooms: z.number(),
  bookedRooms: z.number().nullable(),
  availableRooms: z.number().nullable(),
  level: z.enum(AVAILABILITY_LEVELS),
  stopSell: z.boolean(),
  isActive: z.boolean(),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

/** GET /api/availability/calendar: rooms left per day for one type. */
export const availabilityCalendarSchema = z.object({
  roomType: z.enum(ROOM_TYPES),
  startDate: z.string(),
  endDate: z.string(),
  /** little_hotelier: live (cached up to 10 minutes); snapshot: the last inventory sync, because the platform is unreachable. */
  source: z.enum(["little_hotelier", "snapshot"]),
  /** When the figures were taken from Little Hotelier (ISO instant). */
  asOf: z.string(),
  /** True when Little Hotelier is failing and older figures are shown. */
  stale: z.boolean(),
  days: z.array(calendarDaySchema),
});
export type AvailabilityCalendar = z.infer<typeof availabilityCalendarSchema>;
