import type { CurrentPriceQuery } from "../../../../../shared/rooms/price-requests.ts";
import { type CurrentPrice, currentPrice } from "../../../../services/rooms/room-prices.ts";
import type { Context } from "../../../context.ts";

/** GET /api/prices/current: tonight's (or any night's) price; staff price, else Little Hotelier, else static. */
export function currentPriceHandler({ ctx, input }: { ctx: Context; input: CurrentPriceQuery }): Promise<CurrentPrice> {
  return currentPrice(ctx, input.roomType, input.date);
}
