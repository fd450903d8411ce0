import { ROOM_CURRENCY, type RoomType } from "../../../../../shared/rooms/room-types.ts";
import type { RoomStay } from "../../../../../shared/rooms/room-stay.ts";
import { type NightPrice, nightlyPrices } from "../../../../services/rooms/room-prices.ts";
import type { Context } from "../../../context.ts";

export interface StayPrice {
  roomType: RoomType;
  checkIn: string;
  checkOut: string;
  nights: number;
  currency: typeof ROOM_CURRENCY;
  nightly: NightPrice[];
  /** Pounds, the sum of the nightly prices. */
  total: number;
}

/** POST /api/bookings/calculate-price: each night priced like GET /api/prices/current, and the total. */
export async function calculatePriceHandler({ ctx, input }: { ctx: Context; input: RoomStay }): Promise<StayPrice> {
  const nightly = await nightlyPrices(ctx, input.roomType, input.checkIn, input.nights);
  const totalPence = nightly.reduce((sum, night) => sum + Math.round(night.price * 100), 0);
  return { roomType: input.roomType, checkIn: input.checkIn, checkOut: input.checkOut, nights: input.nights, currency: ROOM_CURRENCY, nightly, total: totalPence / 100 };
}
