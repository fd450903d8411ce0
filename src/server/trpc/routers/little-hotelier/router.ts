import { littleHotelierRatesQuerySchema } from "../../../../shared/rooms/availability-requests.ts";
import { publicProcedure, router } from "../../init.ts";
import { littleHotelierRatesHandler } from "./rates.handler.ts";

export const littleHotelierRouter = router({
  rates: publicProcedure.input(littleHotelierRatesQuerySchema).query(littleHotelierRatesHandler),
});
