import {
  priceEntryDeletedSchema,
  priceEntryInputSchema,
  priceEntryKeySchema,
  priceEntrySchema,
  priceListQuerySchema,
  priceListSchema,
  priceSummarySchema,
} from "../../../../../shared/rooms/price-admin.ts";
import { currentPriceSchema } from "../../../../../shared/rooms/room-price-answers.ts";
import { currentPriceQuerySchema } from "../../../../../shared/rooms/price-requests.ts";
import { bestPriceSummary } from "../../../../services/rooms/best-price.ts";
import { deletePriceEntry, editPriceEntry, listPriceEntries, updatePriceEntry } from "../../../../services/rooms/price-admin.ts";
import { currentPrice } from "../../../../services/rooms/room-prices.ts";
import { adminProcedure, ownerProcedure, publicProcedure, router } from "../../../init.ts";
import { staffServiceContext } from "../../../staff-context.ts";

/**
 * Room prices: the public night price, and the staff Pricing tab's calls (ADR
 * 027). Every member of staff reads them; only an owner changes them (ADR 036).
 */
export const pricesRouter = router({
  /** GET /api/prices/current: tonight's (or any night's) price; staff price, else Little Hotelier, else static. */
  current: publicProcedure
    .input(currentPriceQuerySchema)
    .output(currentPriceSchema)
    .query(({ ctx, input }) => currentPrice(ctx, input.roomType, input.date)),
  /** POST /api/prices/update: set a night's prices (audited). */
  update: ownerProcedure
    .input(priceEntryInputSchema)
    .output(priceEntrySchema)
    .mutation(({ ctx, input }) => updatePriceEntry(staffServiceContext(ctx), input)),
  /** GET /api/prices/admin/all?roomType&startDate&endDate */
  adminAll: adminProcedure
    .input(priceListQuerySchema)
    .output(priceListSchema)
    .query(({ ctx, input }) => listPriceEntries(ctx, input)),
  /** GET /api/prices/admin/summary: the best-price count out of every entry (the dashboard's figure). */
  adminSummary: adminProcedure.output(priceSummarySchema).query(({ ctx }) => bestPriceSummary(ctx.prisma)),
  /** PUT /api/prices/admin/edit: change an existing night's prices (audited). */
  adminEdit: ownerProcedure
    .input(priceEntryInputSchema)
    .output(priceEntrySchema)
    .mutation(({ ctx, input }) => editPriceEntry(staffServiceContext(ctx), input)),
  /** DELETE /api/prices/admin/delete?roomType&date (audited). */
  adminDelete: ownerProcedure
    .input(priceEntryKeySchema)
    .output(priceEntryDeletedSchema)
    .mutation(({ ctx, input }) => deletePriceEntry(staffServiceContext(ctx), input)),
});
