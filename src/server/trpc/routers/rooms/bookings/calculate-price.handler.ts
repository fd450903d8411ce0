import { ROOM_CURRENCY } from "../../../../../shared/rooms/room-types.ts";
import type { StayPrice } from "../../../../../shared/rooms/room-price-answers.ts";
import type { RoomStay } from "../../../../../shared/rooms/room-stay.ts";
import { nightlyPrices } from "../../../../services/rooms/room-prices.ts";
import { type Context, serviceContextOf } from "../../../context.ts";

/** POST /api/bookings/calculate-price: each night priced like GET /api/prices/current, and the total. */
export async function calculatePriceHandler({ ctx, input }: { ctx: Context; input: RoomStay }): Promise<StayPrice> {
  const nightly = await nightlyPrices(serviceContextOf(ctx), input.roomType, input.checkIn, input.nights);
  const totalPence = nightly.reduce((sum, night) => sum + Math.round(night.price * 100), 0);
  return { roomType: input.roomType, checkIn: input.checkIn, checkOut: input.checkOut, nights: input.nights, currency: ROOM_CURRENCY, nightly, total: totalPence / 100 };
}
