import { priceEntryInputSchema, priceEntryKeySchema, priceListQuerySchema } from "../../../../../shared/rooms/price-admin.ts";
import { currentPriceQuerySchema } from "../../../../../shared/rooms/price-requests.ts";
import { adminProcedure, ownerProcedure, publicProcedure, router } from "../../../init.ts";
import { deleteHandler, editHandler, listHandler, summaryHandler, updateHandler } from "./admin.handler.ts";
import { currentPriceHandler } from "./current.handler.ts";

/**
 * Room prices: the public night price, and the staff Pricing tab's calls (ADR
 * 027). Every member of staff reads them; only an owner changes them (ADR 036).
 */
export const pricesRouter = router({
  current: publicProcedure.input(currentPriceQuerySchema).query(currentPriceHandler),
  update: ownerProcedure.input(priceEntryInputSchema).mutation(updateHandler),
  adminAll: adminProcedure.input(priceListQuerySchema).query(listHandler),
  adminSummary: adminProcedure.query(summaryHandler),
  adminEdit: ownerProcedure.input(priceEntryInputSchema).mutation(editHandler),
  adminDelete: ownerProcedure.input(priceEntryKeySchema).mutation(deleteHandler),
});
