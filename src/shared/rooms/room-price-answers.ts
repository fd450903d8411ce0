import { z } from "zod";
import { ROOM_CURRENCY, ROOM_TYPES } from "./room-types.ts";

// The public price answers (GET /api/prices/current, POST /api/bookings/calculate-price), as their
// procedures declare them. Amounts are pounds. The public pages read these answers without a
// schema of their own, so nothing here is bundled into them.

/** Where a night's price came from: a staff price, Little Hotelier's rate, or the static "from" price. */
const priceSourceSchema = z.enum(["staff", "little_hotelier", "static"]);
export type PriceSource = z.infer<typeof priceSourceSchema>;

/** GET /api/prices/current: one night's price for one room type (its keys in the order the kept answer writes them, ADR 045). */
export const currentPriceSchema = z.object({
  roomType: z.enum(ROOM_TYPES),
  /** YYYY-MM-DD */
  date: z.string(),
  ourPrice: z.number(),
  currency: z.literal(ROOM_CURRENCY),
  source: priceSourceSchema,
});
export type CurrentPrice = z.infer<typeof currentPriceSchema>;

const nightPriceSchema = z.object({
  /** YYYY-MM-DD */
  date: z.string(),
  price: z.number(),
  source: priceSourceSchema,
});
export type NightPrice = z.infer<typeof nightPriceSchema>;

/** POST /api/bookings/calculate-price: each night priced like GET /api/prices/current, and the total. */
export const stayPriceSchema = z.object({
  roomType: z.enum(ROOM_TYPES),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number(),
  currency: z.literal(ROOM_CURRENCY),
  nightly: z.array(nightPriceSchema),
  /** The sum of the nightly prices. */
  total: z.number(),
});
export type StayPrice = z.infer<typeof stayPriceSchema>;
