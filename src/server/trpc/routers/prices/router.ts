import { currentPriceQuerySchema } from "../../../../shared/rooms/price-requests.ts";
import { publicProcedure, router } from "../../init.ts";
import { currentPriceHandler } from "./current.handler.ts";

export const pricesRouter = router({
  current: publicProcedure.input(currentPriceQuerySchema).query(currentPriceHandler),
});
