import { currentPriceSchema } from "../../../../../shared/rooms/room-price-answers.ts";
import { currentPriceQuerySchema } from "../../../../../shared/rooms/price-requests.ts";
import { currentPrice } from "../../../../services/rooms/room-prices.ts";
import { serviceContextOf } from "../../../context.ts";
import { publicProcedure, router } from "../../../init.ts";

/** The public night price; the staff side is rooms.admin.prices. */
export const pricesRouter = router({
  /** GET /api/prices/current: tonight's (or any night's) price; staff price, else Little Hotelier, else static. */
  current: publicProcedure.input(currentPriceQuerySchema).output(currentPriceSchema).query(({ ctx, input }) => currentPrice(serviceContextOf(ctx), input.roomType, input.date)),
});
