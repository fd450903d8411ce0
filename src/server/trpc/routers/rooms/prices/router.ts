import { priceEntryInputSchema, priceEntryKeySchema, priceListQuerySchema } from "../../../../../shared/rooms/price-admin.ts";
import { currentPriceQuerySchema } from "../../../../../shared/rooms/price-requests.ts";
import { adminProcedure, publicProcedure, router } from "../../../init.ts";
import { deleteHandler, editHandler, listHandler, summaryHandler, updateHandler } from "./admin.handler.ts";
import { currentPriceHandler } from "./current.handler.ts";

/** Room prices: the public night price, and the staff Pricing tab's calls (DESIGN decision 7; ADR 027). */
export const pricesRouter = router({
  current: publicProcedure.input(currentPriceQuerySchema).query(currentPriceHandler),
  update: adminProcedure.input(priceEntryInputSchema).mutation(updateHandler),
  adminAll: adminProcedure.input(priceListQuerySchema).query(listHandler),
  adminSummary: adminProcedure.query(summaryHandler),
  adminEdit: adminProcedure.input(priceEntryInputSchema).mutation(editHandler),
  adminDelete: adminProcedure.input(priceEntryKeySchema).mutation(deleteHandler),
});
