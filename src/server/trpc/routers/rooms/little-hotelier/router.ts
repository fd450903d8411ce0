import { littleHotelierRatesQuerySchema } from "../../../../../shared/rooms/availability-requests.ts";
import { adminProcedure, router } from "../../../init.ts";
import { littleHotelierRatesHandler } from "./rates.handler.ts";

export const littleHotelierRouter = router({
  rates: adminProcedure.input(littleHotelierRatesQuerySchema).query(littleHotelierRatesHandler),
});
