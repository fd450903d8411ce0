import { littleHotelierRatesQuerySchema } from "../../../../../../shared/rooms/availability-requests.ts";
import { publishedRates } from "../../../../../services/rooms/admin/little-hotelier/little-hotelier-admin.ts";
import { publishedRatesSchema } from "../../../../../../shared/rooms/published-rates.ts";
import { serviceContextOf } from "../../../../context.ts";
import { adminProcedure, router } from "../../../../init.ts";

/** Little Hotelier as staff see it (ADR 064). */
export const littleHotelierRouter = router({
  /** GET /api/lh/rates: Little Hotelier's published rates for the days, checked, with our room type per plan. */
  rates: adminProcedure.input(littleHotelierRatesQuerySchema).output(publishedRatesSchema).query(({ ctx, input }) => publishedRates(serviceContextOf(ctx), input)),
});
