import { littleHotelierRatesQuerySchema } from "../../../../../../shared/rooms/availability-requests.ts";
import { publishedRatesSchema } from "../../../../../../shared/rooms/published-rates.ts";
import { adminProcedure, router } from "../../../../init.ts";
import { littleHotelierRatesHandler } from "./rates.handler.ts";

export const littleHotelierRouter = router({
  rates: adminProcedure.input(littleHotelierRatesQuerySchema).output(publishedRatesSchema).query(littleHotelierRatesHandler),
});
